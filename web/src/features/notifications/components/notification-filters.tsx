import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../../../../shared/realtime/notification';

export interface PageFilters {
  type: NotificationType | 'all';
  unreadOnly: boolean;
}

interface NotificationFiltersProps {
  value: PageFilters;
  onChange: (next: PageFilters) => void;
}

/** The page's filters (issue 12 item 6): one type or all, and unread only. */
export function NotificationFilters({ value, onChange }: NotificationFiltersProps) {
  const intl = useIntl();
  const typeId = useId();
  const unreadId = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="flex items-center gap-2">
        <label htmlFor={typeId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          <FormattedMessage id="notifications.filter.type" />
        </label>
        <select
          id={typeId}
          value={value.type}
          onChange={(event) =>
            onChange({ ...value, type: event.target.value as PageFilters['type'] })
          }
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          <option value="all">{intl.formatMessage({ id: 'notifications.filter.allTypes' })}</option>
          {NOTIFICATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage({ id: `notifications.type.${type}` })}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={unreadId}
          type="checkbox"
          checked={value.unreadOnly}
          onChange={(event) => onChange({ ...value, unreadOnly: event.target.checked })}
          className="size-4 rounded border-slate-300 text-indigo-600"
        />
        <label htmlFor={unreadId} className="text-sm text-slate-900 dark:text-slate-100">
          <FormattedMessage id="notifications.filter.unreadOnly" />
        </label>
      </div>
    </div>
  );
}
