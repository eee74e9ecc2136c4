/**
 * The lazy loaders of every area's screens, each with the message areas its screens show
 * (web/src/i18n/message-areas.ts). The routes render from them and route-prefetch.ts fetches
 * them ahead, so a prefetched chunk and its messages are the ones the route later uses. Each
 * imports the module SCREEN_MODULES names under its name (shared/routes/screen-modules.ts).
 */
import { type ScreenName } from '../../../../shared/routes/screen-modules';
import { withMessageAreas } from '../../i18n/with-message-areas';

export const screenLoaders = {
  // The home page's texts are in the site area, which every page has.
  home: () => import('./public/home'),
  public: withMessageAreas(['pages'], () => import('./public/public-screens')),
  leads: withMessageAreas(['leads'], () => import('./public/lead-screens')),
  // The list and a program's page are chunks of their own: the list, which an offline visit
  // opens first, does without the program page's consultation prefill and its schemas.
  catalog: withMessageAreas(['catalog'], () => import('./public/courses')),
  // A program's page phrases its details with the catalogue's vocabularies.
  course: withMessageAreas(['catalog', 'catalogPhrases'], () => import('./public/course-detail')),
  // Favourites show course cards; the profile asks what the lead forms ask.
  // Its own chunk: the full zod schema of the reset form loads only on this page.
  passwordReset: withMessageAreas(
    ['signedIn'],
    () => import('../../features/password-reset/reset-password-screen'),
  ),
  dashboard: withMessageAreas(
    ['signedIn', 'catalog', 'leads'],
    () => import('./dashboard/dashboard-area'),
  ),
  // The admin forms fall back on the lead forms' field messages ("Invalid format", "Choose…").
  admin: withMessageAreas(['signedIn', 'leads'], () => import('./admin/admin-area')),
  superadmin: withMessageAreas(['signedIn'], () => import('./superadmin/superadmin-screens')),
} satisfies Record<ScreenName, () => Promise<unknown>>;
