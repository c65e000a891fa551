import { escapeHtml as escape } from '@/lib/format/escape-html';
import type { OpenApiDocument, OpenApiOperation } from './build-openapi';

/**
 * A readable reference of the API as one HTML page, rendered on the server from the
 * OpenAPI document: no script (the site's policy allows none inline), no dependency.
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
</style></head><body>
<h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav>${toc}</nav>${sections}</body></html>`;
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const auth =
    operation.security.length === 0
      ? 'public'
      : Object.keys(operation.security[0]!).length === 0
        ? 'session optional'
        : 'session required';
  const parameters = (operation.parameters ?? []) as { name: string; in: string; required: boolean; schema: unknown }[];
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escape(parameter.name)}</code></td><td>${parameter.in}</td><td>${parameter.required ? 'required' : ''}</td><td><code>${escape(JSON.stringify(parameter.schema))}</code></td></tr>`,
    )
    .join('');
  const body = operation.requestBody
    ? `<p>Body (JSON): <code>${escape(JSON.stringify((operation.requestBody as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema))}</code></p>`
    : '';
  const replies = Object.entries(operation.responses)
    .map(
      ([status, reply]) =>
        `<tr><td>${status}</td><td>${escape((reply as { description: string }).description)}</td></tr>`,
    )
    .join('');
  return `<article id="${escape(operation.operationId)}"><span class="auth">${auth}</span>
<div><span class="method">${method.toUpperCase()}</span> <span class="path">${escape(path)}</span></div>
<p>${escape(operation.summary)}</p>
${rows ? `<table><tr><th>parameter</th><th>in</th><th></th><th>schema</th></tr>${rows}</table>` : ''}${body}
<table><tr><th>status</th><th>reply</th></tr>${replies}</table></article>`;
}
