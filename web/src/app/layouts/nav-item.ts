import { type Permission } from '../../../../shared/auth/permissions';
import { type MessageId } from '../../i18n/messages';

/** One link of a navigation menu. `end` makes it active only on its exact path. */
export interface NavItem {
  to: string;
  labelId: MessageId;
  end?: boolean;
  /** Shown only to users whose roles grant it (the API refuses everyone else anyway). */
  permission?: Permission;
}

/** A titled group of links in a side menu. */
export interface NavGroup {
  labelId: MessageId;
  items: readonly NavItem[];
}
