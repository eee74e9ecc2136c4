import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { type NavItem } from './nav-item';

interface NavLinkListProps {
  items: readonly NavItem[];
  /** Row in the header, column in the side menu. */
  direction: 'row' | 'column';
  /** Called after a link is followed (the phone menu closes). */
  onNavigate?: () => void;
}

const activeClass = 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200';
const idleClass = 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700';

/** A signed-in area's links; the current screen's link is marked for sight and for screen readers. */
export function NavLinkList({ items, direction, onNavigate }: NavLinkListProps) {
  return (
    <ul className={direction === 'row' ? 'flex gap-1' : 'flex flex-col gap-1'}>
      {items.map((item) => (
        <li key={item.to} className="shrink-0">
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? activeClass : idleClass}`
            }
          >
            <FormattedMessage id={item.labelId} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
