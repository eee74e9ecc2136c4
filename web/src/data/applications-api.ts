/**
 * A signed-in student's calls to their applications (`/api/applications`): the list, one with
 * its timeline, applying to a programme and withdrawing.
 */
import {
  APPLICATION_PATHS,
  applicationDetailSchema,
  type ApplicationDetail,
  applicationViewSchema,
  type ApplicationView,
  myApplicationsSchema,
} from '../../../shared/applications/application';
import { apiRequest } from './api-client';

const applicationPath = (id: string) => `${APPLICATION_PATHS.student}/${encodeURIComponent(id)}`;

export async function fetchMyApplications(): Promise<ApplicationView[]> {
  return myApplicationsSchema.parse(await apiRequest(APPLICATION_PATHS.student)).applications;
}

export async function fetchApplication(id: string): Promise<ApplicationDetail> {
  return applicationDetailSchema.parse(await apiRequest(applicationPath(id)));
}

/** Applies to a programme; answers the application already made when there is one. */
export async function applyToCourse(courseId: string): Promise<ApplicationView> {
  return applicationViewSchema.parse(
    await apiRequest(APPLICATION_PATHS.student, { method: 'POST', body: { courseId } }),
  );
}

export async function withdrawApplication(id: string): Promise<ApplicationView> {
  return applicationViewSchema.parse(
    await apiRequest(`${applicationPath(id)}/withdraw`, { method: 'POST' }),
  );
}
