import { type NavItem } from './nav-item';

/** The public header's main links (spec §2 Navigation), shared by the desktop bar and mobile menu. */
export const SITE_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelId: 'nav.home', end: true },
  { to: '/courses', labelId: 'nav.programs' },
  { to: '/study-options', labelId: 'nav.studyOptions' },
  { to: '/about', labelId: 'nav.about' },
  { to: '/contact', labelId: 'nav.contact' },
];

export const CONSULTATION_PATH = '/request-consultation';
