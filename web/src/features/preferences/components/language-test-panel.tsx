import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES, type LanguageCode } from '../../../../../shared/i18n/languages';
import ar from '../../../../../locales/ar.json';
import en from '../../../../../locales/en.json';
import es from '../../../../../locales/es.json';
import fr from '../../../../../locales/fr.json';
import tr from '../../../../../locales/tr.json';
import zh from '../../../../../locales/zh.json';
import { usePreferences } from '../hooks/use-preferences';

const CATALOGUES: Record<LanguageCode, Record<string, string>> = { en, tr, es, fr, zh, ar };

/** English keys the language lacks (shown in English at run time). */
function missingKeys(language: LanguageCode): string[] {
  return Object.keys(en).filter((key) => !(key in CATALOGUES[language]));
}

/**
 * The language-testing panel of development builds (spec §2: never in production): switches
 * between the six languages in one click and lists the keys a language still lacks. It is loaded
 * only by development builds, so production bundles do not contain it.
 */
export function LanguageTestPanel() {
  const intl = useIntl();
  const { language, setLanguage } = usePreferences();
  const [open, setOpen] = useState(false);
  const missing = missingKeys(language);
  return (
    <div className="fixed start-2 bottom-2 z-50 text-xs">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        className="rounded bg-slate-900 px-2 py-1 font-mono text-white"
      >
        <FormattedMessage id="devtools.language.title" />
      </button>
      {open && (
        <div className="mt-1 w-64 rounded border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 p-2 shadow-lg">
          <div className="flex flex-wrap gap-1">
            {LANGUAGES.map((entry) => (
              <button
                key={entry.code}
                type="button"
                lang={entry.code}
                aria-pressed={entry.code === language}
                onClick={() => setLanguage(entry.code)}
                className="rounded border border-slate-300 dark:border-slate-600 px-2 py-1 aria-pressed:bg-indigo-600 aria-pressed:text-white"
              >
                {entry.nativeName}
              </button>
            ))}
          </div>
          <p className="mt-2">
            {intl.formatMessage({ id: 'devtools.language.missing' }, { count: missing.length })}
          </p>
          <ul className="mt-1 max-h-32 overflow-y-auto font-mono">
            {missing.map((key) => (
              <li key={key}>{key}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
