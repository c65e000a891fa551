import { escapeHtml as escape } from '@/lib/format/escape-html';
import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from './build-openapi';
import type { JsonSchema } from './json-schema';

/**
 * A readable reference of the API as one HTML page, rendered on the server from the
 * OpenAPI document: no script (the site's policy allows none inline), no dependency. Each
 * call shows its parameters, body and every status it answers, the success with the type
 * of its `data`; the named shapes follow, field by field, and types link to them.
 */
export function renderReference(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, OpenApiOperation][]) {
      const tag = operation.tags[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const sections = [...groups]
    .map(([tag, operations]) => `<section id="${escape(tag)}"><h2>${escape(tag)}</h2>${operations.join('')}</section>`)
    .join('');
  const toc = [...groups.keys()].map((tag) => `<a href="#${escape(tag)}">${escape(tag)}</a>`).join(' · ');
  const schemas = Object.entries(document.components.schemas)
    .map(([name, schema]) => renderSchema(name, schema))
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1c2333}
h1{margin-bottom:.25rem}h2{border-bottom:1px solid #d9dde7;padding-top:1rem;text-transform:capitalize}
article{margin:1rem 0;padding:.75rem 1rem;border:1px solid #e3e6ee;border-radius:8px}
code,.path{font-family:ui-monospace,monospace}.method{font-weight:700;display:inline-block;min-width:4.5rem}
.auth{float:right;font-size:.85em;color:#596275}table{border-collapse:collapse;width:100%;font-size:.9em}
td,th{border-top:1px solid #eef0f5;padding:.25rem .5rem;text-align:left;vertical-align:top}
td{white-space:pre-line}a{color:#1d4ed8}
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${toc} · <a href="#schemas">schemas</a></nav>${sections}
<section id="schemas"><h2>Schemas</h2>${schemas}</section></body></html>`;
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const auth =
    operation.security.length === 0
      ? 'public'
      : Object.keys(operation.security[0]!).length === 0
        ? 'session optional'
        : 'session required';
  const rows = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'required' : ''}</td><td><code>${typeHtml(parameter.schema)}</code>${parameter.description ? ` ${escape(parameter.description)}` : ''}</td></tr>`,
    )
    .join('');
  const body = operation.requestBody ? bodyHtml(operation.requestBody) : '';
  const replies = Object.entries(operation.responses)
    .map(
      ([status, reply]) =>
        `<tr><td>${status}</td><td><code>${replyHtml(reply)}</code></td><td>${escape(reply.description)}</td></tr>`,
    )
    .join('');
  return `<article id="${escape(operation.operationId)}"><span class="auth">${auth}</span>
<div><span class="method">${method.toUpperCase()}</span> <span class="path">${escape(path)}</span></div>
<p>${escape(operation.summary)}</p>
${rows ? `<table><tr><th>parameter</th><th>in</th><th></th><th>schema</th></tr>${rows}</table>` : ''}${body}
<table><tr><th>status</th><th>reply</th><th></th></tr>${replies}</table></article>`;
}

/** A JSON body by its schema; a raw one (a file) by its media type and what it is. */
function bodyHtml(requestBody: NonNullable<OpenApiOperation['requestBody']>): string {
  const json = requestBody.content['application/json'];
  if (json) return `<p>Body (JSON): <code>${typeHtml(json.schema)}</code></p>`;
  const mediaType = Object.keys(requestBody.content).join(', ');
  return `<p>Body (<code>${escape(mediaType)}</code>): ${escape(requestBody.description ?? '')}</p>`;
}

/** A success shows its `data` (and that it is one page of a list); a failure, the envelope it comes in. */
function replyHtml(reply: OpenApiResponse): string {
  const [mediaType, content] = Object.entries(reply.content ?? {})[0] ?? [];
  if (!mediaType || !content) return '';
  const schema = content.schema;
  if (schema.allOf) return typeHtml((schema.allOf as JsonSchema[])[0]!);
  const data = schema.properties?.data;
  if (mediaType !== 'application/json' || !data) return typeHtml(schema);
  return `data: ${typeHtml(data)}${schema.properties?.page ? ', page, total_page' : ''}`;
}

function renderSchema(name: string, schema: JsonSchema): string {
  const description = schema.description ? `<p>${escape(schema.description)}</p>` : '';
  if (!schema.properties) {
    return `<article id="schema-${escape(name)}"><h3>${escape(name)}</h3>${description}<code>${typeHtml(schema)}</code></article>`;
  }
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties)
    .map(
      ([field, property]) =>
        `<tr><td><code>${escape(field)}</code></td><td><code>${typeHtml(property)}</code></td><td>${required.has(field) ? '' : 'optional'}</td><td>${escape(property.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<article id="schema-${escape(name)}"><h3>${escape(name)}</h3>${description}<table><tr><th>field</th><th>type</th><th></th><th></th></tr>${rows}</table></article>`;
}

/** A JSON Schema as a short type: `CourseSummary[]` (linked), `string | null`, `"a" | "b"`, `{ sent: true }`. */
function typeHtml(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return union.map(typeHtml).join(' | ');
  if ('const' in schema) return escape(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => escape(JSON.stringify(value))).join(' | ');
  if (schema.type === 'array') {
    const items = typeHtml((schema.items ?? {}) as JsonSchema);
    return items.includes(' | ') ? `(${items})[]` : `${items}[]`;
  }
  if (schema.type === 'object' || schema.properties) {
    if (!schema.properties) return 'object';
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties).map(
      ([field, property]) => `${escape(field)}${required.has(field) ? '' : '?'}: ${typeHtml(property)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (typeof schema.contentMediaType === 'string') return `${escape(schema.contentMediaType)} body`;
  if (typeof schema.type === 'string') {
    return typeof schema.format === 'string' ? `${schema.type} (${escape(schema.format)})` : escape(schema.type);
  }
  return 'any';
}
