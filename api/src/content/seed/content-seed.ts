import { aboutPage } from './about';
import { accountFaq } from './faq-account';
import { serviceFaq } from './faq-services';
import { cookieNotice } from './legal-cookies';
import { gdprNotice } from './legal-gdpr';
import { privacyNotice } from './legal-privacy';
import { posts } from './posts';
import { type SeedContentItem } from './seed-item';
import { termsOfService } from './terms';

export { type SeedContentItem } from './seed-item';

/** Every item the site ships with, each in all six languages. */
export const CONTENT_SEED: readonly SeedContentItem[] = [
  aboutPage,
  gdprNotice,
  privacyNotice,
  cookieNotice,
  termsOfService,
  ...serviceFaq,
  ...accountFaq,
  ...posts,
];
