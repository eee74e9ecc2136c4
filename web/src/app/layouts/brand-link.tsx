import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../lib/use-site-settings';

/** The site's logo and title (the admin's site settings), linking home. */
export function BrandLink() {
  const { title, logo } = useSiteSettings();
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 font-bold text-slate-900 dark:text-slate-100"
    >
      <img src={logo ?? '/logo.svg'} alt="" height={32} className="h-8 w-auto max-w-32" />
      <bdi>{title}</bdi>
    </Link>
  );
}
