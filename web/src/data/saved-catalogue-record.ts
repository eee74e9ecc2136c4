/**
 * The prepared catalogue as the device stores it (`SavedCatalogue`) and as the catalogue worker
 * holds it: written once per saved version, read back without preparing again, and the summaries
 * decoded one by one as queries show them.
 */
import { type PreparedCatalogue } from '../../../shared/catalog/catalog-prepare';
import { type CourseSummary } from '../../../shared/catalog/course-summary';
import type { SavedCatalogue } from './catalog-db';

/** A prepared catalogue open for queries, with lookups the offline pages need. */
export interface OpenedCatalogue {
  catalogue: PreparedCatalogue;
  /** Every summary (a refresh merges into them); decodes them all on a stored copy. */
  summaries: () => readonly CourseSummary[];
  /** The program with this id or slug. */
  find: (idOrSlug: string) => CourseSummary | undefined;
}

type PreparedWithSummaries = PreparedCatalogue & { summaries: readonly CourseSummary[] };

/** Looks positions up by id or slug; the map is built on the first lookup (12k entries). */
function finder(
  ids: readonly string[],
  slugs: readonly string[],
  summaryAt: (position: number) => CourseSummary,
): OpenedCatalogue['find'] {
  let positionOf: Map<string, number> | undefined;
  return (idOrSlug) => {
    if (!positionOf) {
      positionOf = new Map(slugs.map((slug, position) => [slug, position]));
      ids.forEach((id, position) => positionOf!.set(id, position));
    }
    const position = positionOf.get(idOrSlug);
    return position === undefined ? undefined : summaryAt(position);
  };
}

/** The record to store for `prepared`, saved for the meta record's `changedAt`. */
export function savedCatalogueRecord(
  { summaries, summaryAt: _summaryAt, ...index }: PreparedWithSummaries,
  changedAt: number,
): SavedCatalogue {
  const encoder = new TextEncoder();
  const summaryOffsets = new Uint32Array(summaries.length + 1);
  const parts: (Uint8Array<ArrayBuffer> | string)[] = ['['];
  let offset = 1;
  summaries.forEach((summary, position) => {
    const json = encoder.encode(JSON.stringify(summary));
    if (position > 0) parts.push(',');
    parts.push(json);
    summaryOffsets[position] = offset;
    offset += json.length + 1;
  });
  summaryOffsets[summaries.length] = offset;
  parts.push(']');
  return {
    key: 'snapshot',
    changedAt,
    index,
    summariesJson: new Blob(parts, { type: 'application/json' }),
    summaryOffsets,
    ids: summaries.map((summary) => summary.id),
    slugs: summaries.map((summary) => summary.slug),
  };
}

/** A stored copy, open for queries: only the summaries' bytes are read, none is parsed yet. */
export async function openSavedCatalogue(record: SavedCatalogue): Promise<OpenedCatalogue> {
  const bytes = new Uint8Array(await record.summariesJson.arrayBuffer());
  const decoder = new TextDecoder();
  const decoded: (CourseSummary | undefined)[] = [];
  const { summaryOffsets } = record;
  const summaryAt = (position: number) =>
    (decoded[position] ??= JSON.parse(
      decoder.decode(bytes.subarray(summaryOffsets[position], summaryOffsets[position + 1]! - 1)),
    ) as CourseSummary);
  let all: CourseSummary[] | undefined;
  return {
    catalogue: { ...record.index, summaryAt },
    summaries: () => (all ??= JSON.parse(decoder.decode(bytes)) as CourseSummary[]),
    find: finder(record.ids, record.slugs, summaryAt),
  };
}

/** A catalogue just prepared in memory, open for queries. */
export function openPreparedCatalogue(prepared: PreparedWithSummaries): OpenedCatalogue {
  const { summaries, summaryAt } = prepared;
  return {
    catalogue: prepared,
    summaries: () => summaries,
    find: finder(
      summaries.map((summary) => summary.id),
      summaries.map((summary) => summary.slug),
      summaryAt,
    ),
  };
}
