import { isCurrency } from '../../../../../shared/catalog/currencies';
import { selectPreferences } from '../../../features/preferences/preferences-slice';
import { useAppSelector } from '../../hooks';

/** The visitor's currency from preferences when the catalogue knows it, else US dollars. */
export function useCatalogCurrency(): string {
  const { currency } = useAppSelector(selectPreferences);
  return isCurrency(currency) ? currency : 'USD';
}
