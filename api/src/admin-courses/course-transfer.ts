/**
 * Courses as files (issue 13 item 5): one CSV column per field an admin writes, in the order of
 * the form; nested fields (phrases, stages, dates, names) as a JSON cell, so an export opens in a
 * spreadsheet and imports back unchanged. JSON files are an array of the same objects.
 */
import { parse } from 'csv-parse/sync';
import { type CourseInput, type ImportFormat } from '../../../shared/admin/admin-courses';
import { type CsvColumn, toCsv } from '../admin-grid/csv';

type CellKind = 'text' | 'number' | 'boolean' | 'json';

/** The CSV columns: header (a field path) and how its cell is written and read. */
const COLUMNS: readonly { path: string; kind: CellKind }[] = [
  { path: 'code', kind: 'text' },
  { path: 'slug', kind: 'text' },
  { path: 'title', kind: 'text' },
  { path: 'status', kind: 'text' },
  { path: 'category', kind: 'text' },
  { path: 'programType', kind: 'text' },
  { path: 'field', kind: 'text' },
  { path: 'level', kind: 'text' },
  { path: 'deliveryMethod', kind: 'text' },
  { path: 'format', kind: 'text' },
  { path: 'commitment', kind: 'text' },
  { path: 'language', kind: 'text' },
  { path: 'contentLanguage', kind: 'text' },
  { path: 'credential', kind: 'json' },
  { path: 'durationValue', kind: 'number' },
  { path: 'durationUnit', kind: 'text' },
  { path: 'tuitionFee', kind: 'number' },
  { path: 'currency', kind: 'text' },
  { path: 'tuitionPeriod', kind: 'text' },
  { path: 'applicationDeadline', kind: 'text' },
  { path: 'enrollmentDeadline', kind: 'text' },
  { path: 'startDates', kind: 'json' },
  { path: 'requirements', kind: 'json' },
  { path: 'programStructure', kind: 'json' },
  { path: 'careerOpportunities', kind: 'json' },
  { path: 'capacity', kind: 'number' },
  { path: 'tags', kind: 'json' },
  { path: 'image', kind: 'text' },
  { path: 'instructors', kind: 'json' },
  { path: 'location', kind: 'text' },
  { path: 'country', kind: 'text' },
  { path: 'provider.name', kind: 'text' },
  { path: 'provider.domain', kind: 'text' },
  { path: 'provider.partner', kind: 'boolean' },
  { path: 'bestFor', kind: 'json' },
  { path: 'featured', kind: 'boolean' },
];

function valueAt(course: CourseInput, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], course);
}

const CSV_COLUMNS: CsvColumn<CourseInput>[] = COLUMNS.map(({ path, kind }) => ({
  header: path,
  value: (course) => {
    const value = valueAt(course, path);
    return kind === 'json' ? JSON.stringify(value) : value;
  },
}));

export function coursesToCsv(courses: Iterable<CourseInput>): string {
  return toCsv(CSV_COLUMNS, courses);
}

export function coursesToJson(courses: readonly CourseInput[]): string {
  return JSON.stringify(courses, null, 2);
}

/** One row of an import file, before validation: where it is and the object it reads as. */
export interface ImportRow {
  line: number;
  candidate: Record<string, unknown>;
  /** Cells that could not be read as their kind (e.g. a JSON cell that is not JSON). */
  unreadable: string[];
}

/** The apostrophe `neutraliseCell` put before a formula character is taken off again. */
const NEUTRALISED = /^'[=+\-@\t\r]/;
const restoreCell = (cell: string) => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);

function readCell(cell: string, kind: CellKind): { value: unknown; ok: boolean } {
  if (kind === 'text') return { value: cell, ok: true };
  if (kind === 'number') {
    const value = cell.trim() === '' ? Number.NaN : Number(cell);
    return Number.isFinite(value) ? { value, ok: true } : { value: cell, ok: false };
  }
  if (kind === 'boolean') {
    const lower = cell.trim().toLowerCase();
    if (lower === 'true' || lower === 'false') return { value: lower === 'true', ok: true };
    return { value: cell, ok: false };
  }
  try {
    return { value: JSON.parse(cell) as unknown, ok: true };
  } catch {
    return { value: undefined, ok: false };
  }
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

function csvRows(content: string): ImportRow[] {
  const records = parse(content, {
    bom: true,
    columns: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
    raw: true,
  }) as { record: Record<string, string>; info: { lines: number }; raw: string }[];
  return records.map(({ record, info, raw }) => {
    const candidate: Record<string, unknown> = {};
    const unreadable: string[] = [];
    for (const { path, kind } of COLUMNS) {
      const cell = record[path];
      if (cell === undefined) continue;
      const { value, ok } = readCell(restoreCell(cell), kind);
      if (!ok) unreadable.push(path);
      setAt(candidate, path, value);
    }
    // `lines` is where the record ends; a quoted cell may span lines, so count back to its start.
    const line = info.lines - (raw.trimEnd().match(/\n/g)?.length ?? 0);
    return { line, candidate, unreadable };
  });
}

function jsonRows(content: string): ImportRow[] {
  const parsed = JSON.parse(content) as unknown;
  if (!Array.isArray(parsed)) throw new SyntaxError('not an array');
  return parsed.map((item, index) => ({
    line: index + 1,
    candidate: item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {},
    unreadable: item !== null && typeof item === 'object' ? [] : [''],
  }));
}

/** The rows of an import file; throws when the file is not CSV or JSON at all. */
export function readImportFile(format: ImportFormat, content: string): ImportRow[] {
  return format === 'csv' ? csvRows(content) : jsonRows(content);
}
