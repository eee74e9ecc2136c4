import { FormattedMessage, useIntl } from 'react-intl';
import { RoleLabel } from '../../features/auth/components/role-label';
import { type MessageId } from '../../i18n/messages';
import { type NavGroup } from './nav-item';
import { NavLinkList } from './nav-link-list';

interface DashboardSideMenuProps {
  groups: readonly NavGroup[];
  /** A mode the whole area is in, e.g. "Super Admin Mode", shown under the role. */
  modeLabelId?: MessageId;
  onNavigate?: () => void;
}

/** The side menu's content: the signed-in user's role, the area's mode, and its link groups. */
export function DashboardSideMenu({ groups, modeLabelId, onNavigate }: DashboardSideMenuProps) {
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <div className="space-y-2 px-3">
        <RoleLabel />
        {modeLabelId && (
          <p className="inline-block rounded-md bg-amber-100 px-2 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            <FormattedMessage id={modeLabelId} />
          </p>
        )}
      </div>
      {groups.map((group) => (
        <nav key={group.labelId} aria-label={intl.formatMessage({ id: group.labelId })}>
          <h2 className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            <FormattedMessage id={group.labelId} />
          </h2>
          <NavLinkList items={group.items} direction="column" onNavigate={onNavigate} />
        </nav>
      ))}
    </div>
  );
}
