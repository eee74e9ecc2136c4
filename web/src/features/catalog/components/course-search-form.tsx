import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../../../components/icons/search-icon';

/** Free-text program search: sends the visitor to the course list with `?q=<query>`. */
export function CourseSearchForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const query = typeof value === 'string' ? value.trim() : '';
    void navigate(query ? `/courses?${new URLSearchParams({ q: query }).toString()}` : '/courses');
  }

  return (
    <form
      role="search"
      action="/courses"
      onSubmit={handleSubmit}
      className="mt-8 flex max-w-2xl flex-col gap-2 rounded-xl bg-white dark:bg-slate-900 p-2 shadow-lg sm:flex-row"
    >
      <label htmlFor={inputId} className="sr-only">
        <FormattedMessage id="home.search.label" />
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        placeholder={intl.formatMessage({ id: 'home.search.placeholder' })}
        className="min-w-0 flex-1 rounded-lg px-4 py-3 text-slate-900 dark:text-slate-100 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:outline-2 focus:outline-indigo-600 dark:focus:outline-indigo-400"
      />
      <button
        type="submit"
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-700"
      >
        <SearchIcon className="size-5" />
        <FormattedMessage id="home.search.submit" />
      </button>
    </form>
  );
}
