/**
 * The advisors' calls (`/api/admin/applications`): the board with its filters, one application
 * with its whole timeline, a status change with its reason, and a note.
 */
import {
  advisorApplicationDetailSchema,
  type AdvisorApplicationDetail,
  APPLICATION_PATHS,
  applicationBoardRowSchema,
  type ApplicationBoardRow,
  applicationBoardSchema,
  type ApplicationBoard,
  type ApplicationNoteInput,
  APPLICATIONS_BOARD,
  type TransitionApplicationInput,
} from '../../../../../shared/applications/application';
import { type GridQuery, gridQueryToParams } from '../../../../../shared/admin/grid-query';
import { apiRequest, getJson } from '../../../data/api-client';

const ADVISOR = APPLICATION_PATHS.advisor;
const applicationPath = (id: string) => `${ADVISOR}/${encodeURIComponent(id)}`;

export async function fetchBoard(
  query: GridQuery,
  signal?: AbortSignal,
): Promise<ApplicationBoard> {
  const params = gridQueryToParams(APPLICATIONS_BOARD, query).toString();
  return applicationBoardSchema.parse(
    await getJson(params ? `${ADVISOR}?${params}` : ADVISOR, signal),
  );
}

export async function fetchAdvisorApplication(
  id: string,
  signal?: AbortSignal,
): Promise<AdvisorApplicationDetail> {
  return advisorApplicationDetailSchema.parse(await getJson(applicationPath(id), signal));
}

export async function transitionApplication(
  id: string,
  input: TransitionApplicationInput,
): Promise<ApplicationBoardRow> {
  return applicationBoardRowSchema.parse(
    await apiRequest(`${applicationPath(id)}/transition`, { method: 'POST', body: input }),
  );
}

export async function addApplicationNote(
  id: string,
  input: ApplicationNoteInput,
): Promise<AdvisorApplicationDetail> {
  return advisorApplicationDetailSchema.parse(
    await apiRequest(`${applicationPath(id)}/notes`, { method: 'POST', body: input }),
  );
}
