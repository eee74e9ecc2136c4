import { type IntlShape } from 'react-intl';
import { type FlagRule } from '../../../../../shared/flags/feature-flags';
import { LANGUAGES } from '../../../../../shared/i18n/languages';

/** "On" or "Off". */
export const answerLabel = (intl: IntlShape, value: boolean) =>
  intl.formatMessage({ id: value ? 'admin.flags.value.on' : 'admin.flags.value.off' });

/** A language by its own name, as the language menu shows it. */
export const languageLabel = (code: string) =>
  LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;

/** A rule in one line: "If the language is العربية: On". */
export function ruleSummary(intl: IntlShape, rule: FlagRule): string {
  const list = (values: string[]) => intl.formatList(values, { type: 'disjunction' });
  const condition = (() => {
    switch (rule.kind) {
      case 'role':
        return intl.formatMessage(
          { id: 'admin.flags.summary.role' },
          {
            values: list(
              rule.roles.map((role) => intl.formatMessage({ id: `admin.flags.audience.${role}` })),
            ),
          },
        );
      case 'language':
        return intl.formatMessage(
          { id: 'admin.flags.summary.language' },
          { values: list(rule.languages.map(languageLabel)) },
        );
      case 'country':
        return intl.formatMessage(
          { id: 'admin.flags.summary.country' },
          { values: list(rule.countries.map((country) => country.toUpperCase())) },
        );
      case 'rollout':
        return intl.formatMessage(
          { id: 'admin.flags.summary.rollout' },
          { percent: intl.formatNumber(rule.percent / 100, { style: 'percent' }) },
        );
    }
  })();
  return intl.formatMessage(
    { id: 'admin.flags.summary.rule' },
    { condition, answer: answerLabel(intl, rule.value) },
  );
}
