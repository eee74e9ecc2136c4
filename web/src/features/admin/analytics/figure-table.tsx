import { FormattedMessage, FormattedNumber } from 'react-intl';
import { type MessageId } from '../../../i18n/messages';

export interface FigureRow {
  key: string;
  label: string;
  count: number;
}

interface FigureTableProps {
  titleId: MessageId;
  keyHeaderId: MessageId;
  rows: FigureRow[];
}

/** A ranked list of figures as a table: readable by everyone, and the charts' text alternative. */
export function FigureTable({ titleId, keyHeaderId, rows }: FigureTableProps) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id={titleId} />
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="admin.analytics.listEmpty" />
        </p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-start text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-1 text-start font-medium">
                <FormattedMessage id={keyHeaderId} />
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                <FormattedMessage id="admin.analytics.count" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100 dark:border-slate-700">
                <td className="py-1 pe-2 break-words text-slate-900 dark:text-slate-100">
                  {row.label}
                </td>
                <td className="py-1 text-end tabular-nums text-slate-900 dark:text-slate-100">
                  <FormattedNumber value={row.count} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
