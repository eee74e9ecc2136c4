import { FavoritesPage } from '../../../features/catalog/favorites/favorites-page';
import { selectCurrency } from '../../../features/preferences/preferences-slice';
import { useAppSelector } from '../../hooks';

/** /dashboard/favorites: saved programs. */
export function FavoritesScreen() {
  return <FavoritesPage currency={useAppSelector(selectCurrency)} />;
}
