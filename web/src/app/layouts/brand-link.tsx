import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../lib/use-site-settings';
import {
  BRAND_LINK_CLASS,
  BRAND_LOGO_CLASS,
  BRAND_LOGO_HEIGHT,
  DEFAULT_LOGO_PATH,
} from '../../../../shared/first-paint/site-frame-classes';

/** The site's logo and title (the admin's site settings), linking home. */
export function BrandLink() {
  const { title, logo } = useSiteSettings();
  return (
    <Link to="/" className={BRAND_LINK_CLASS}>
      <img
        src={logo ?? DEFAULT_LOGO_PATH}
        alt=""
        height={BRAND_LOGO_HEIGHT}
        className={BRAND_LOGO_CLASS}
      />
      <bdi>{title}</bdi>
    </Link>
  );
}
