import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type Currency } from '../../../../../shared/catalog/currencies';
import { currencyChanged, selectCurrency } from '../preferences-slice';

/** The currency prices are shown in and a setter that also saves it (see persist-preferences.ts). */
export function useCurrency(): [Currency, (currency: Currency) => void] {
  const currency = useSelector(selectCurrency);
  const dispatch = useDispatch();
  const setCurrency = useCallback(
    (next: Currency) => {
      dispatch(currencyChanged(next));
    },
    [dispatch],
  );
  return [currency, setCurrency];
}
