import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CloseIcon } from '../../../components/icons/close-icon';
import { SearchIcon } from '../../../components/icons/search-icon';

/**
 * The dashboard header's collapsible program search: a button that opens a search box under the
 * header (focus moves into it; Escape, clicking elsewhere or tabbing away closes it and returns
 * focus to the button). Searching opens the course list with `?q=<query>`.
 */
export function HeaderCourseSearch() {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();

  function search(event: FormEvent<HTMLFormElement>, close: () => void) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = typeof value === 'string' ? value.trim() : '';
    close();
    void navigate(query ? `/courses?${new URLSearchParams({ q: query }).toString()}` : '/courses');
  }

  return (
    <Popover>
      <PopoverButton
        aria-label={intl.formatMessage({ id: 'home.search.label' })}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 data-open:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700 dark:data-open:bg-slate-700"
      >
        <SearchIcon className="size-5" />
      </PopoverButton>
      <PopoverPanel
        focus
        className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white p-3 shadow-md dark:border-slate-700 dark:bg-slate-800"
      >
        {({ close }) => (
          <form
            role="search"
            action="/courses"
            onSubmit={(event) => search(event, close)}
            className="mx-auto flex max-w-2xl items-center gap-2"
          >
            <label htmlFor={inputId} className="sr-only">
              <FormattedMessage id="home.search.label" />
            </label>
            <input
              id={inputId}
              name="q"
              type="search"
              placeholder={intl.formatMessage({ id: 'home.search.placeholder' })}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
            <button
              type="submit"
              className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
            >
              <FormattedMessage id="home.search.submit" />
            </button>
            <CloseButton
              aria-label={intl.formatMessage({ id: 'dashboard.search.close' })}
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
            >
              <CloseIcon className="size-5" />
            </CloseButton>
          </form>
        )}
      </PopoverPanel>
    </Popover>
  );
}
