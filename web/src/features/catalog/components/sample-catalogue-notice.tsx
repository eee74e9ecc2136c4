import { FormattedMessage } from 'react-intl';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getCatalogAbout } from '../api/get-catalog-about';

/**
 * Says the catalogue is generated sample data (DESIGN decision 16) wherever programs are shown,
 * when the API reports it so. Nothing is shown while that is unknown.
 */
export function SampleCatalogueNotice() {
  const about = useRemoteData((signal) => getCatalogAbout(signal), 'catalog-about');
  if (about.status !== 'ready' || !about.data.sample) return null;
  return (
    <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <FormattedMessage id="catalog.sample.notice" />
    </p>
  );
}
