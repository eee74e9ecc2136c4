/** The typed values of a filter (amounts, dates) by URL parameter, `''` for none. */
export type FilterDraft = Record<string, string>;

export function sameDraft(a: FilterDraft, b: FilterDraft): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The values a typed filter must take over when the URL moved from `synced` to `applied`. A value
 * that is what the field last settled is its own change coming back, so what was typed since is
 * kept; any other change (back/forward, a removed chip, clear-all) wins.
 */
export function externalChanges<Draft extends FilterDraft>(
  applied: Draft,
  synced: Draft,
  settled: Draft,
): Partial<Draft> {
  const changes: FilterDraft = {};
  for (const key of Object.keys(applied)) {
    if (applied[key] !== synced[key] && applied[key] !== settled[key]) changes[key] = applied[key]!;
  }
  return changes as Partial<Draft>;
}
