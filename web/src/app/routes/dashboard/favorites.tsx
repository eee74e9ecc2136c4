import { ApplyButton } from '../../../features/applications/components/apply-button';
import { FavoritesPage } from '../../../features/catalog/favorites/favorites-page';
import { selectCurrency } from '../../../features/preferences/preferences-slice';
import { useAppSelector } from '../../hooks';

/** /dashboard/favorites: saved programs, each of which the student can apply for. */
export function FavoritesScreen() {
  return (
    <FavoritesPage
      currency={useAppSelector(selectCurrency)}
      applyAction={({ id, title, className }) => (
        <ApplyButton courseId={id} courseTitle={title} className={className} />
      )}
    />
  );
}
