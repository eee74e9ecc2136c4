import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ArrowForwardIcon } from '../../../components/icons/arrow-forward-icon';
import { useCatalogueTotal } from '../hooks/use-catalogue-total';

/**
 * "N programs in our catalogue" with a link to the list. While loading it shows a skeleton of the
 * same size; if the count cannot be fetched it is left out and only the link remains.
 */
export function CatalogueTotal() {
  const catalogueTotal = useCatalogueTotal();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-indigo-50">
      {catalogueTotal.status === 'loading' && (
        <span role="status" className="inline-flex">
          <span aria-hidden="true" className="h-5 w-56 animate-pulse rounded bg-white/25" />
          <span className="sr-only">
            <FormattedMessage id="home.catalogue.loading" />
          </span>
        </span>
      )}
      {catalogueTotal.status === 'ready' && (
        <p className="font-medium">
          <FormattedMessage id="home.catalogue.count" values={{ total: catalogueTotal.total }} />
        </p>
      )}
      <Link
        to="/courses"
        className="inline-flex items-center gap-1 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-white"
      >
        <FormattedMessage id="home.catalogue.browse" />
        <ArrowForwardIcon className="size-4" />
      </Link>
    </div>
  );
}
