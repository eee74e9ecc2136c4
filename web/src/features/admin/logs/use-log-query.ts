import { useSearchParams } from 'react-router-dom';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A log panel's filters, kept in the URL (shareable, kept on reload): the day range defaults to
 * today; empty filters are left out of the query sent to the API.
 */
export function useLogQuery(names: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const values = new URLSearchParams();
  values.set('from', params.get('from') || today());
  values.set('to', params.get('to') || today());
  for (const name of names) {
    const value = params.get(name);
    if (value) values.set(name, value);
  }
  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { values, query: values.toString(), change };
}
