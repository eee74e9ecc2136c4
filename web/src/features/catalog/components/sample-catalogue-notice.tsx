import { FormattedMessage } from 'react-intl';
import { type CatalogAbout } from '../../../../../shared/catalog/catalog-about';
import { type RemoteData, useRemoteData } from '../../../lib/use-remote-data';
import { getCatalogAbout } from '../api/get-catalog-about';
import { SAMPLE_NOTICE_CLASS } from '../../../../../shared/first-paint/sample-notice-class';

/**
 * Whether the catalogue is the generated sample. Screens ask for it as they start and show their
 * programs only once it is settled, so the notice arrives with them and pushes nothing already on
 * screen down (a late notice was most of the catalogue pages' layout shift).
 */
export function useCatalogAbout(): RemoteData<CatalogAbout> {
  return useRemoteData((signal) => getCatalogAbout(signal), 'catalog-about');
}

/**
 * Says the catalogue is generated sample data (DESIGN decision 16) wherever programs are shown,
 * when the API reports it so. Nothing is shown while that is unknown or could not be asked.
 */
export function SampleCatalogueNotice({ about }: { about: RemoteData<CatalogAbout> }) {
  if (about.status !== 'ready' || !about.data.sample) return null;
  return (
    <p role="note" className={SAMPLE_NOTICE_CLASS}>
      <FormattedMessage id="catalog.sample.notice" />
    </p>
  );
}
