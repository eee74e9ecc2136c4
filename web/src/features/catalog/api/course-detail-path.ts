/**
 * Where one program's details are asked for. Apart from course-api.ts (which checks the answer
 * with zod), so the app's entry can start the request before a program's page has loaded
 * (web/src/app/routes/route-prefetch.ts).
 */
export function courseDetailPath(idOrSlug: string, currency: string): string {
  const params = new URLSearchParams({ currency });
  return `/api/public/courses/${encodeURIComponent(idOrSlug)}?${params.toString()}`;
}
