import { useIntl } from 'react-intl';

const KB = 1024;
const MB = KB * 1024;

/** A file's size in the reader's language: kilobytes under a megabyte, else megabytes. */
export function FileSize({ bytes }: { bytes: number }) {
  const intl = useIntl();
  const [value, unit] = bytes < MB ? [bytes / KB, 'kilobyte'] : [bytes / MB, 'megabyte'];
  return (
    <>
      {intl.formatNumber(value, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      })}
    </>
  );
}
