import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** The footer's way to the lead forms that have no header button: the guide and the story form. */
export function FooterLeadLinks() {
  return (
    <ul className="col-span-2 flex flex-wrap gap-x-6 gap-y-2 lg:col-span-4">
      <li>
        <Link
          to="/program-guide"
          className="hover:text-indigo-700 dark:hover:text-indigo-300 hover:underline"
        >
          <FormattedMessage id="leads.footer.guide" />
        </Link>
      </li>
      <li>
        <Link
          to="/share-your-story"
          className="hover:text-indigo-700 dark:hover:text-indigo-300 hover:underline"
        >
          <FormattedMessage id="leads.footer.story" />
        </Link>
      </li>
    </ul>
  );
}
