import { useEffect, useState } from 'react';
import { getCatalogueTotal } from '../api/get-catalogue-total';

export type CatalogueTotalState =
  { status: 'loading' } | { status: 'ready'; total: number } | { status: 'failed' };

/** Fetches the catalogue size once per mount; a failure is logged and reported as `failed`. */
export function useCatalogueTotal(): CatalogueTotalState {
  const [state, setState] = useState<CatalogueTotalState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getCatalogueTotal(controller.signal).then(
      (total) => setState({ status: 'ready', total }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[catalog] catalogue size unavailable', error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}
