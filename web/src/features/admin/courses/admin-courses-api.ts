/** The courses screen's calls to /api/admin/courses and /api/admin/exchange-rates. */
import { z } from 'zod';
import {
  adminCourseSchema,
  type AdminCourse,
  type CourseAction,
  type CourseImportRequest,
  type CourseInput,
  type ImportFormat,
  type ImportReport,
} from '../../../../../shared/admin/admin-courses';
import { catalogAboutSchema } from '../../../../../shared/catalog/catalog-about';
import {
  exchangeRatesSchema,
  type ExchangeRates,
} from '../../../../../shared/catalog/exchange-rates';
import { apiRequest, getJson } from '../../../data/api-client';
import { downloadFile } from '../../../data/api-download';

export const ADMIN_COURSES_ENDPOINT = '/api/admin/courses';
const EXCHANGE_RATES_ENDPOINT = '/api/admin/exchange-rates';

const coursePath = (id: string) => `${ADMIN_COURSES_ENDPOINT}/${encodeURIComponent(id)}`;

export async function getCourse(id: string, signal?: AbortSignal): Promise<AdminCourse> {
  return adminCourseSchema.parse(await getJson(coursePath(id), signal));
}

export async function createCourse(course: CourseInput): Promise<AdminCourse> {
  return adminCourseSchema.parse(
    await apiRequest(ADMIN_COURSES_ENDPOINT, { method: 'POST', body: course }),
  );
}

/** Saves over `revision`, the one the admin started from; a 409 means someone saved first. */
export async function editCourse(
  id: string,
  revision: number,
  course: CourseInput,
): Promise<AdminCourse> {
  return adminCourseSchema.parse(
    await apiRequest(coursePath(id), { method: 'PUT', body: { revision, course } }),
  );
}

export async function actOnCourse(course: AdminCourse, action: CourseAction): Promise<void> {
  await apiRequest(`${coursePath(course.id)}/${action}`, {
    method: 'POST',
    body: { revision: course.revision },
  });
}

const countriesSchema = z.object({ countries: z.array(z.string()) });

/** The countries the catalogue holds, for the country filter. */
export async function getCountries(signal: AbortSignal): Promise<string[]> {
  return countriesSchema.parse(await getJson(`${ADMIN_COURSES_ENDPOINT}/countries`, signal))
    .countries;
}

/** Whether the catalogue is the generated sample (DESIGN decision 16). */
export async function isSampleCatalogue(signal: AbortSignal): Promise<boolean> {
  return catalogAboutSchema.parse(await getJson('/api/public/catalog/about', signal)).sample;
}

const importReportSchema = z.object({
  rows: z.number(),
  creates: z.number(),
  updates: z.number(),
  issues: z.array(
    z.object({ line: z.number(), code: z.string(), field: z.string(), message: z.string() }),
  ),
  applied: z.boolean(),
}) satisfies z.ZodType<ImportReport>;

export async function importCourses(request: CourseImportRequest): Promise<ImportReport> {
  return importReportSchema.parse(
    await apiRequest(`${ADMIN_COURSES_ENDPOINT}/import`, { method: 'POST', body: request }),
  );
}

/**
 * Downloads every course the grid's search and filters match (`params` without the page) as a
 * file that imports back, and hands it to the browser.
 */
export async function exportCourses(params: URLSearchParams, format: ImportFormat): Promise<void> {
  const query = new URLSearchParams(params);
  query.delete('page');
  query.delete('pageSize');
  query.set('format', format);
  await downloadFile(
    `${ADMIN_COURSES_ENDPOINT}/export?${query.toString()}`,
    `courses-${new Date().toISOString().slice(0, 10)}.${format}`,
  );
}

export async function getExchangeRates(signal: AbortSignal): Promise<ExchangeRates> {
  return exchangeRatesSchema.parse(await getJson(EXCHANGE_RATES_ENDPOINT, signal));
}

export async function saveExchangeRates(rates: ExchangeRates): Promise<ExchangeRates> {
  return exchangeRatesSchema.parse(
    await apiRequest(EXCHANGE_RATES_ENDPOINT, { method: 'PUT', body: rates }),
  );
}
