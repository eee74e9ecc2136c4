import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';

/** Spreadsheets read a UTF-8 file as UTF-8 (Arabic, Chinese) only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): such a
 * cell gets a leading apostrophe, which spreadsheets show as text and do not display.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV column: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): unknown;
}

/**
 * A CSV document of `rows`: a header line, every cell neutralised against formula injection,
 * quoted by the CSV library where needed, CRLF line ends (RFC 4180) and the UTF-8 byte order mark.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records = [
    columns.map((column) => neutraliseCell(column.header)),
    ...Array.from(rows, (row) => columns.map((column) => neutraliseCell(column.value(row)))),
  ];
  return UTF8_BOM + stringify(records, { record_delimiter: 'windows' });
}

/** Sends a CSV document as a download named `filename`. */
export function sendCsv(response: Response, filename: string, csv: string): void {
  response
    .status(200)
    .type('text/csv; charset=utf-8')
    .attachment(filename)
    .send(Buffer.from(csv, 'utf8'));
}

/**
 * Streams a CSV download of `rows` (any number: nothing is held but the row being written), with
 * the same BOM, neutralised cells and CRLF line ends as `toCsv`, waiting whenever the client
 * reads slower than rows are produced.
 */
export async function streamCsv<Row>(
  response: Response,
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row> | AsyncIterable<Row>,
): Promise<void> {
  response.status(200).type('text/csv; charset=utf-8').attachment(filename);
  const csv = stringifyStream({ record_delimiter: 'windows' });
  csv.pipe(response);
  const write = async (record: string[]) => {
    if (!csv.write(record)) await once(csv, 'drain');
  };
  response.write(UTF8_BOM);
  await write(columns.map((column) => neutraliseCell(column.header)));
  for await (const row of rows)
    await write(columns.map((column) => neutraliseCell(column.value(row))));
  csv.end();
  await finished(response);
}
