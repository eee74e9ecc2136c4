import { type ReactNode } from 'react';

/**
 * Text an institution wrote (a title, its name, a city, a subject), shown as written: marked with
 * its language so screen readers and fonts treat it right inside a page in another language, and
 * isolated so a left-to-right name does not reorder a right-to-left sentence around it.
 */
export function InstitutionText({ lang, children }: { lang: string; children: ReactNode }) {
  return <bdi lang={lang}>{children}</bdi>;
}
