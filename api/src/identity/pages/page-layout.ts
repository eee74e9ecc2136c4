import { textDirection, type LanguageCode } from '../../../../shared/i18n/languages';
import { THEME_BOOT_SCRIPT } from '../../../../shared/preferences/theme-boot-script';
import { escapeHtml } from './idp-messages';

/**
 * The site's look (indigo on slate, system font) without the web bundle, with logical CSS only,
 * in the visitor's theme: the site's boot script (allowed by the site-wide CSP) sets `.dark` from
 * the saved preference or the device's, as on the app's own pages.
 */
const STYLES = `
:root{color-scheme:light}:root.dark{color-scheme:dark}*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:26rem;margin:3rem auto;padding:0 1rem}.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:2rem;box-shadow:0 1px 2px rgb(0 0 0/.05)}
.brand{display:block;text-align:center;font-weight:700;color:#4338ca;margin-block-end:1.5rem;text-decoration:none;font-size:1.25rem}
h1{font-size:1.5rem;margin:0 0 1.25rem}label{display:block;font-weight:600;font-size:.875rem;margin-block:1rem .25rem}
input{width:100%;padding:.6rem .75rem;border:1px solid #cbd5e1;border-radius:.375rem;font:inherit}input:focus,button:focus,a:focus{outline:2px solid #4f46e5;outline-offset:2px}
button{width:100%;margin-block-start:1.5rem;padding:.65rem 1rem;border:0;border-radius:.375rem;background:#4f46e5;color:#fff;font-weight:600;font-size:1rem;cursor:pointer}button:hover{background:#4338ca}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}.alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;border-radius:.375rem;padding:.75rem;margin-block-end:1rem}
.switch{margin-block-start:1.25rem;text-align:center;font-size:.875rem}a{color:#4338ca}ul.rules{margin:.5rem 0 0;padding-inline-start:1.25rem;font-size:.8rem;color:#475569}
.dark body{background:#020617;color:#f1f5f9}.dark .card{background:#0f172a;border-color:#334155}.dark .brand,.dark a{color:#a5b4fc}
.dark input{background:#1e293b;color:#f1f5f9;border-color:#64748b}.dark input:focus,.dark button:focus,.dark a:focus{outline-color:#818cf8}
.qr{display:block;margin:1rem auto;background:#fff;border-radius:.375rem}.label{font-weight:600;font-size:.875rem;margin:1rem 0 .25rem}
code.secret{display:block;overflow-wrap:anywhere;padding:.5rem .75rem;background:#f1f5f9;border-radius:.375rem;font-size:1rem;text-align:start}
ol.codes{columns:2;column-gap:1.5rem;margin:1rem 0;padding-inline-start:1.75rem;font-size:1rem}ol.codes li{margin-block:.25rem}
.dark code.secret{background:#1e293b}.dark .error{color:#fca5a5}.dark .alert{background:#450a0a;border-color:#7f1d1d;color:#fecaca}.dark ul.rules{color:#cbd5e1}`;

/** A complete page of the identity provider, in the visitor's language and direction. */
export function renderPage(
  language: LanguageCode,
  title: string,
  siteName: string,
  body: string,
): string {
  return `<!doctype html>
<html lang="${language}" dir="${textDirection(language)}">
<head><meta charset="utf-8"><script>${THEME_BOOT_SCRIPT}</script><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title><style>${STYLES}</style></head>
<body><main><a class="brand" href="/">${escapeHtml(siteName)}</a><div class="card">${body}</div></main></body></html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type: string;
  value?: string;
  error?: string;
  autocomplete: string;
  autofocus?: boolean;
  hint?: string;
}

/** A labelled input with its error tied to it for screen readers. */
export function field({
  name,
  label,
  type,
  value = '',
  error,
  autocomplete,
  autofocus,
  hint,
}: FieldOptions): string {
  const describedBy = [error ? `${name}-error` : '', hint ? `${name}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" autocomplete="${autocomplete}" required${autofocus ? ' autofocus' : ''}${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${hint ?? ''}${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}
