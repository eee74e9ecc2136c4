import { THEME_BOOT_SCRIPT } from '../../../shared/preferences/theme-boot-script';
import { escapeHtml } from '../identity/pages/idp-messages';

/** The parts of an OpenAPI document the page reads. */
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Operation {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string }>;
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}
interface OpenApiDocument {
  info: { title: string; description: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const STYLES = `
:root{color-scheme:light}:root.dark{color-scheme:dark}*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f8fafc;color:#0f172a;line-height:1.5}
main{max-width:60rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.75rem}h2{font-size:1.35rem;margin-block-start:2.5rem;border-block-end:1px solid #cbd5e1}h3{font-size:1.1rem}
code{font-family:ui-monospace,monospace;background:#e2e8f0;border-radius:.25rem;padding:0 .25rem}.method{font-weight:700;color:#3730a3}
table{border-collapse:collapse;width:100%;margin-block:.5rem 1rem;font-size:.9rem}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:start;vertical-align:top}
.table{overflow-x:auto}a{color:#3730a3}a:focus{outline:2px solid #4f46e5;outline-offset:2px}
.dark body{background:#020617;color:#f1f5f9}.dark code{background:#1e293b}.dark .method,.dark a{color:#a5b4fc}.dark th,.dark td{border-color:#475569}`;

function typeOf(schema: JsonSchema): string {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.enum)
    return `one of ${schema.enum.map((v) => `<code>${escapeHtml(String(v))}</code>`).join(', ')}`;
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' or ');
  if (schema.type === 'array' && schema.items) return `list of ${typeOf(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return escapeHtml(schema.format ? `${type} (${schema.format})` : type);
}

function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  if (schema.minimum !== undefined) rules.push(`at least ${schema.minimum}`);
  if (schema.maximum !== undefined) rules.push(`at most ${schema.maximum}`);
  if (schema.maxLength !== undefined) rules.push(`up to ${schema.maxLength} characters`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return escapeHtml(rules.join('; '));
}

function schemaTable(name: string, schema: JsonSchema): string {
  const properties = Object.entries(schema.properties ?? {});
  const rows = properties
    .map(
      ([field, property]) =>
        `<tr><td><code>${escapeHtml(field)}</code></td><td>${typeOf(property)}</td>` +
        `<td>${schema.required?.includes(field) ? 'yes' : 'no'}</td><td>${rulesOf(property)}</td></tr>`,
    )
    .join('');
  return `<h3 id="schema-${escapeHtml(name)}">${escapeHtml(name)}</h3>
<div class="table"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Rules</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function operationSection(path: string, method: string, operation: Operation): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td>` +
        `<td>${parameter.schema ? typeOf(parameter.schema) : ''}</td><td>${parameter.required ? 'yes' : 'no'}</td>` +
        `<td>${escapeHtml(parameter.description ?? '')}</td></tr>`,
    )
    .join('');
  const body = operation.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(operation.responses)
    .map(
      ([status, answer]) =>
        `<tr><td><code>${escapeHtml(status)}</code></td><td>${escapeHtml(answer.description)}</td></tr>`,
    )
    .join('');
  return `<h2><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p><strong>${escapeHtml(operation.summary ?? '')}</strong></p><p>${escapeHtml(operation.description ?? '')}</p>
${parameters ? `<h3>Parameters</h3><div class="table"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${parameters}</tbody></table></div>` : ''}
${body ? `<h3>Body</h3><p>${typeOf(body)}</p>` : ''}
<h3>Answers</h3><div class="table"><table><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>${responses}</tbody></table></div>`;
}

/**
 * The partner API's reference for people: the OpenAPI document (partner-openapi.ts) rendered as
 * one plain page, so it says exactly what the machine-readable description says.
 */
export function renderPartnerDocsPage(document: OpenApiDocument, openApiPath: string): string {
  const operations = Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) =>
        operationSection(path, method, operation),
      ),
    )
    .join('');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => schemaTable(name, schema))
    .join('');
  return `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><script>${THEME_BOOT_SCRIPT}</script><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLES}</style></head>
<body><main><h1>${escapeHtml(document.info.title)} <small>v${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Base address: <code>${escapeHtml(document.servers[0]?.url ?? '')}</code>. Machine-readable description: <a href="${escapeHtml(openApiPath)}">OpenAPI 3.1 (JSON)</a>.</p>
${operations}
<h2>Schemas</h2>${schemas}
</main></body></html>`;
}

export type { OpenApiDocument };
