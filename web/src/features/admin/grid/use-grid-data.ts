import { useState } from 'react';
import { type z } from 'zod';
import { gridPageSchema, type GridPage } from '../../../../../shared/admin/grid-query';
import { getJson } from '../../../data/api-client';
import { type RemoteData, useRemoteData } from '../../../lib/use-remote-data';

export interface GridData<Row> {
  state: RemoteData<GridPage<Row>>;
  /** Loads the same page again: after a failure, or after an action changed the rows. */
  reload(): void;
}

/**
 * One page of a server-driven grid: GET `endpoint` with the grid's search parameters, checked
 * against the row schema (shared/), with loading and failure states.
 */
export function useGridData<Row extends z.ZodType>(
  endpoint: string,
  params: URLSearchParams,
  row: Row,
): GridData<z.output<Row>> {
  const [round, setRound] = useState(0);
  const query = params.toString();
  const url = query ? `${endpoint}?${query}` : endpoint;
  const state = useRemoteData(
    async (signal) => gridPageSchema(row).parse(await getJson(url, signal)),
    `${url}#${round}`,
  );
  return { state, reload: () => setRound((current) => current + 1) };
}
