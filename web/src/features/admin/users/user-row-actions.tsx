import { FormattedMessage, useIntl } from 'react-intl';
import { type AdminUserRow } from '../../../../../shared/admin/admin-users';

export type UserAction = 'edit' | 'suspend' | 'activate' | 'resetPassword' | 'delete';

interface UserRowActionsProps {
  user: AdminUserRow;
  /** The signed-in admin's own row: no suspend or delete. */
  isSelf: boolean;
  onAction(action: UserAction): void;
}

const BUTTON =
  'rounded px-2 py-1 text-xs font-medium text-indigo-700 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-slate-800';
const DANGER =
  'rounded px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-slate-800';

/** The actions of one user's row (spec §6), each named with the user for screen readers. */
export function UserRowActions({ user, isSelf, onAction }: UserRowActionsProps) {
  const intl = useIntl();
  const name = user.name || user.email;
  const label = (action: UserAction) =>
    intl.formatMessage({ id: `admin.users.actionFor.${action}` }, { name });
  const suspended = user.status === 'suspended';
  const actions: UserAction[] = [
    'edit',
    ...(isSelf ? [] : [suspended ? ('activate' as const) : ('suspend' as const)]),
    'resetPassword',
    ...(isSelf ? [] : ['delete' as const]),
  ];
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          aria-label={label(action)}
          className={action === 'delete' || action === 'suspend' ? DANGER : BUTTON}
          onClick={() => onAction(action)}
        >
          <FormattedMessage id={`admin.users.action.${action}`} />
        </button>
      ))}
    </div>
  );
}
