import { isoRegionOf } from '../../../../shared/catalog/country-codes';
import { LEVELS } from '../../../../shared/catalog/course-enums';
import { textDirection, type LanguageCode } from '../../../../shared/i18n/languages';
import { escapeHtml, translator } from '../../identity/pages/idp-messages';
import { GUIDE_COST_COUNTRIES, type GuideFigures } from './guide-figures';

const APPLY_STEPS = [1, 2, 3, 4, 5] as const;

/** Print-friendly: no colour backgrounds needed, tables that do not split rows across pages. */
const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#0f172a;background:#fff;line-height:1.5}
main{max-width:50rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.75rem;margin:0 0 .5rem;color:#3730a3}h2{font-size:1.25rem;margin-block:2rem .5rem;color:#3730a3}
table{border-collapse:collapse;width:100%;font-size:.875rem}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:start}td.num{text-align:end;font-variant-numeric:tabular-nums}
tr{break-inside:avoid}ol{padding-inline-start:1.25rem}.note{color:#475569;font-size:.875rem}a{color:#3730a3}
@media print{main{margin:0;max-width:none}.screen-only{display:none}}`;

/** The printable program guide in `language`, from the catalogue's figures. */
export function renderGuidePage(
  language: LanguageCode,
  figures: GuideFigures,
  builtAt: Date,
): string {
  const t = translator(language);
  const count = new Intl.NumberFormat(language);
  const usd = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  const countryName = (code: string) => escapeHtml(regions.of(isoRegionOf(code)) ?? code);
  const countRow = (label: string, programs: number) =>
    `<tr><td>${label}</td><td class="num">${count.format(programs)}</td></tr>`;
  const table = (head: string[], rows: string[]) =>
    `<table><thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;

  const destinations = table(
    [t('leads.guide.doc.country'), t('leads.guide.doc.programs')],
    figures.destinations.map((row) => countRow(countryName(row.country), row.programs)),
  );
  const programTypes = table(
    [t('leads.guide.doc.programType'), t('leads.guide.doc.programs')],
    figures.programTypes.map((row) =>
      countRow(escapeHtml(t(`leads.guide.programType.${row.programType}`)), row.programs),
    ),
  );
  const costs = table(
    [t('leads.guide.doc.country'), ...LEVELS.map((level) => t(`leads.guide.level.${level}`))],
    figures.costs.map(
      (row) =>
        `<tr><td>${countryName(row.country)}</td>${LEVELS.map((level) => {
          const value = row.byLevel[level];
          return `<td class="num">${value === null ? '–' : escapeHtml(usd.format(value))}</td>`;
        }).join('')}</tr>`,
    ),
  );
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(builtAt);
  const title = t('leads.guide.doc.title');
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(t('app.name'))}</title><style>${STYLES}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('leads.guide.doc.intro', { date, programs: count.format(figures.programs) }))}</p>
<p class="note screen-only">${escapeHtml(t('leads.guide.doc.print'))}</p>
<h2>${escapeHtml(t('leads.guide.doc.destinations'))}</h2>
<p class="note">${escapeHtml(t('leads.guide.doc.destinationsIntro'))}</p>${destinations}
<h2>${escapeHtml(t('leads.guide.doc.programTypes'))}</h2>${programTypes}
<h2>${escapeHtml(t('leads.guide.doc.costs'))}</h2>
<p class="note">${escapeHtml(t('leads.guide.doc.costsIntro', { count: count.format(GUIDE_COST_COUNTRIES) }))}</p>${costs}
<h2>${escapeHtml(t('leads.guide.doc.steps'))}</h2>
<ol>${APPLY_STEPS.map((step) => `<li>${escapeHtml(t(`leads.guide.doc.step${step}`))}</li>`).join('')}</ol>
<p><a href="/request-consultation">${escapeHtml(t('leads.guide.doc.cta'))}</a></p>
</main></body></html>`;
}
