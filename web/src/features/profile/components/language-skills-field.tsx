import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LANGUAGE_LEVELS,
  type LanguageLevel,
  type ProfileDocument,
} from '../../../../../shared/sync/profile-document';
import { languageName } from '../../../lib/display-names';
import { type ProfileErrors } from '../hooks/use-profile-form';
import { SPOKEN_LANGUAGES } from '../spoken-languages';
import { inputClasses } from './field-shell';

type LanguageSkill = ProfileDocument['languages'][number];

interface LanguageSkillsFieldProps {
  skills: readonly LanguageSkill[];
  errors: ProfileErrors;
  onChange(skills: LanguageSkill[]): void;
}

/** The languages the student speaks, one row each (language and level), added and removed. */
export function LanguageSkillsField({ skills, errors, onChange }: LanguageSkillsFieldProps) {
  const intl = useIntl();
  const id = useId();
  const choices = SPOKEN_LANGUAGES.map((code) => ({
    code,
    name: languageName(code, intl.locale),
  })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  const update = (index: number, patch: Partial<LanguageSkill>) =>
    onChange(skills.map((skill, at) => (at === index ? { ...skill, ...patch } : skill)));
  const unused = choices.find((choice) => !skills.some((skill) => skill.language === choice.code));

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id="profile.field.languages" />
      </legend>
      {skills.length === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="profile.languages.empty" />
        </p>
      )}
      <ul className="mt-2 space-y-3">
        {skills.map((skill, index) => {
          const number = index + 1;
          const languageError = errors[`languages.${index}.language`];
          const levelError = errors[`languages.${index}.level`];
          return (
            <li
              key={index}
              className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <div className="min-w-40 flex-1">
                <label htmlFor={`${id}-${index}-language`} className="block text-sm">
                  <FormattedMessage id="profile.languages.language" values={{ number }} />
                </label>
                <select
                  id={`${id}-${index}-language`}
                  value={skill.language}
                  aria-invalid={languageError ? true : undefined}
                  onChange={(event) => update(index, { language: event.target.value })}
                  className={inputClasses(!!languageError)}
                >
                  {choices.map((choice) => (
                    <option key={choice.code} value={choice.code}>
                      {choice.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="min-w-40 flex-1">
                <label htmlFor={`${id}-${index}-level`} className="block text-sm">
                  <FormattedMessage id="profile.languages.level" values={{ number }} />
                </label>
                <select
                  id={`${id}-${index}-level`}
                  value={skill.level}
                  aria-invalid={levelError ? true : undefined}
                  onChange={(event) =>
                    update(index, { level: event.target.value as LanguageLevel })
                  }
                  className={inputClasses(!!levelError)}
                >
                  {LANGUAGE_LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {intl.formatMessage({ id: `profile.level.${level}` })}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                onClick={() => onChange(skills.filter((_, at) => at !== index))}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                <FormattedMessage id="profile.languages.remove" values={{ number }} />
              </button>
              {(languageError ?? levelError) && (
                <p className="w-full text-sm text-red-700 dark:text-red-300">
                  <FormattedMessage id={(languageError ?? levelError)!} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {errors.languages && (
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">
          <FormattedMessage id={errors.languages} />
        </p>
      )}
      {unused && (
        <button
          type="button"
          onClick={() => onChange([...skills, { language: unused.code, level: 'B1' }])}
          className="mt-3 rounded-md border border-indigo-300 px-3 py-2 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 dark:border-indigo-500 dark:text-indigo-300 dark:hover:bg-slate-800"
        >
          <FormattedMessage id="profile.languages.add" />
        </button>
      )}
    </fieldset>
  );
}
