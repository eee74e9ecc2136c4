import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** The logo and product name, linking home. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 font-bold text-slate-900 dark:text-slate-100"
    >
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <FormattedMessage id="app.name" />
    </Link>
  );
}
