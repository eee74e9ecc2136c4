import { FormattedMessage, useIntl } from 'react-intl';
import { type RecommendationReason } from '../../../../../shared/catalog/program-recommendations';
import { type MessageId } from '../../../i18n/messages';
import { countryName } from '../../../lib/display-names';

/** The short "why" of a recommendation: the signals it met, as one list in the reader's language. */
export function RecommendationWhy({ reasons }: { reasons: readonly RecommendationReason[] }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: id as MessageId });
  const text = (reason: RecommendationReason): string => {
    switch (reason.kind) {
      case 'category':
        return intl.formatMessage(
          { id: 'programs.why.category' },
          { category: label(`catalog.category.${reason.category}`) },
        );
      case 'country':
        return intl.formatMessage(
          { id: 'programs.why.country' },
          { country: countryName(reason.country, intl.locale) },
        );
      case 'field':
        return intl.formatMessage(
          { id: 'programs.why.field' },
          { field: label(`catalog.field.${reason.field}`) },
        );
      case 'budget':
        return intl.formatMessage({ id: 'programs.why.budget' });
      case 'start':
        return intl.formatMessage(
          { id: 'programs.why.start' },
          {
            date: intl.formatDate(`${reason.after}T12:00:00Z`, {
              dateStyle: 'medium',
              timeZone: 'UTC',
            }),
          },
        );
    }
  };
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <FormattedMessage
        id="programs.why.label"
        values={{ reasons: intl.formatList(reasons.map(text), { type: 'conjunction' }) }}
      />
    </p>
  );
}
