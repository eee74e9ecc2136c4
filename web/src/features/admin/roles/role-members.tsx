import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type RoleView } from '../../../../../shared/admin/roles';
import { callErrorText } from '../../../data/api-client';
import { DIALOG_BUTTON } from '../dialogs/admin-dialog';
import { setRoleMember } from './roles-api';

interface RoleMembersProps {
  role: RoleView;
  onChanged(): void;
}

/** The users a custom role is given to, by user id: add one, or take it back from one. */
export function RoleMembers({ role, onChanged }: RoleMembersProps) {
  const intl = useIntl();
  const inputId = useId();
  const [userId, setUserId] = useState('');
  const [failure, setFailure] = useState<string>();
  const change = async (id: string, grant: boolean) => {
    setFailure(undefined);
    try {
      await setRoleMember(role.name, id, grant);
      if (grant) setUserId('');
      onChanged();
    } catch (error) {
      setFailure(callErrorText(error, (key) => intl.formatMessage({ id: key })));
    }
  };
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold">
        <FormattedMessage id="admin.roles.members" values={{ count: role.members.length }} />
      </h4>
      {role.members.length > 0 && (
        <ul className="mt-1 space-y-1">
          {role.members.map((member) => (
            <li key={member} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="break-all font-mono">{member}</span>
              <button
                type="button"
                className="text-sm text-red-700 underline dark:text-red-300"
                onClick={() => void change(member, false)}
                aria-label={intl.formatMessage(
                  { id: 'admin.roles.removeMember' },
                  { user: member },
                )}
              >
                <FormattedMessage id="admin.roles.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (userId.trim()) void change(userId.trim(), true);
        }}
      >
        <div className="flex min-w-0 flex-1 flex-col">
          <label htmlFor={inputId} className="text-sm">
            <FormattedMessage id="admin.roles.userId" />
          </label>
          <input
            id={inputId}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
        </div>
        <button type="submit" className={DIALOG_BUTTON.secondary}>
          <FormattedMessage id="admin.roles.addMember" />
        </button>
      </form>
      {failure && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      )}
    </div>
  );
}
