import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES, type LanguageCode } from '../../../../../shared/i18n/languages';

interface LanguageTabsProps {
  selected: LanguageCode;
  onSelect(language: LanguageCode): void;
  /** Languages that have text, marked in their tab. */
  written: readonly LanguageCode[];
  children: ReactNode;
}

/** The editor's six language tabs (WAI-ARIA tabs: arrow keys move, Home/End jump). */
export function LanguageTabs({ selected, onSelect, written, children }: LanguageTabsProps) {
  const intl = useIntl();
  const id = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const last = LANGUAGES.length - 1;
    // Arrow keys follow the reading direction: in RTL the next tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? index === last
          ? 0
          : index + 1
        : event.key === backward
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    onSelect(LANGUAGES[target]!.code);
    document.getElementById(`${id}-tab-${LANGUAGES[target]!.code}`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={intl.formatMessage({ id: 'admin.content.languages' })}
        className="flex flex-wrap gap-1 border-b border-slate-300 dark:border-slate-600"
      >
        {LANGUAGES.map((language, index) => {
          const active = language.code === selected;
          return (
            <button
              key={language.code}
              id={`${id}-tab-${language.code}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              lang={language.code}
              onClick={() => onSelect(language.code)}
              onKeyDown={(event) => move(event, index)}
              className={`-mb-px rounded-t-md border px-3 py-2 text-sm ${active ? 'border-slate-300 border-b-white bg-white font-semibold text-indigo-800 dark:border-slate-600 dark:border-b-slate-900 dark:bg-slate-900 dark:text-indigo-200' : 'border-transparent text-slate-700 dark:text-slate-300'}`}
            >
              {language.nativeName}
              {written.includes(language.code) && (
                <span
                  className="ms-1"
                  aria-label={intl.formatMessage({ id: 'admin.content.written' })}
                >
                  ✓
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${selected}`}
        className="pt-4"
      >
        {children}
      </div>
    </div>
  );
}
