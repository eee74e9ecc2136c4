import { ScreenNotAvailable } from '../../../components/screen-not-available';

/** /dashboard/favorites: saved programs. */
export function FavoritesScreen() {
  return <ScreenNotAvailable titleId="dashboard.nav.favorites" />;
}
