import { FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toast-store';

/** Shares the page with the Web Share API, or copies its link and says so with a toast. */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: intl.formatMessage({ id: 'catalog.share.copied' }) });
    } catch {
      showToast({
        title: intl.formatMessage({ id: 'catalog.share.failed' }),
        variant: 'destructive',
      });
    }
  }
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="rounded-lg border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-4 py-2 font-medium text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800"
    >
      <FormattedMessage id="catalog.share.button" />
    </button>
  );
}
