import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { HttpMethod } from '@/server/http/handler';
import { openApiPath, type OpenApiDocument } from '@/server/openapi/build-openapi';

/** A reply as it came over HTTP. */
export interface ReceivedReply {
  status: number;
  contentType: string | null;
  text: string;
}

const DOCUMENT_ID = 'https://learnhub.test/openapi.json';

/**
 * Checks replies against the OpenAPI document with a JSON Schema 2020-12 validator (ajv,
 * formats included), the way another client of the API would read the document: the
 * status must be one the call documents, the body must be of the documented media type (or
 * empty, where the status documents no body), and a JSON body must validate against the
 * documented schema (unknown fields included: the reply schemas allow none).
 */
export function documentedReplyChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  // The components become one schema of their own, which every response schema refers into.
  ajv.addSchema(withRefsInto({ $id: DOCUMENT_ID, $defs: document.components.schemas }));
  const compiled = new Map<string, ValidateFunction>();

  return function problemsOf(pattern: string, method: HttpMethod, reply: ReceivedReply): string[] {
    const operation = document.paths[openApiPath(pattern)]?.[method.toLowerCase() as Lowercase<HttpMethod>];
    if (!operation) return [`${method} ${pattern} is not in the document`];
    const response = operation.responses[String(reply.status)];
    if (!response) return [`status ${reply.status} is not documented (${Object.keys(operation.responses).join(', ')})`];
    if (!response.content) return reply.text.length === 0 ? [] : [`status ${reply.status} documents no body`];
    const [mediaType, content] = Object.entries(response.content)[0] ?? [];
    if (!mediaType || !content?.schema) return [`status ${reply.status} documents no schema`];
    if (!matchesMediaType(reply.contentType, mediaType))
      return [`content type ${reply.contentType}, documented ${mediaType}`];
    if (mediaType !== 'application/json') return reply.text.length > 0 ? [] : ['an empty body'];

    const key = `${method} ${pattern} ${reply.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(withRefsInto(content.schema));
      compiled.set(key, validate);
    }
    if (validate(JSON.parse(reply.text))) return [];
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`,
    );
  };
}

/** A Content-Type against a documented media type, which may be a range (`video/*`). */
function matchesMediaType(contentType: string | null, documented: string): boolean {
  if (!contentType) return false;
  if (documented.endsWith('/*')) return contentType.startsWith(documented.slice(0, -1));
  return contentType.startsWith(documented);
}

/** `#/components/schemas/Name` → the same schema in the components' own document. */
function withRefsInto<T>(schema: T): T {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOCUMENT_ID}#/$defs/`)) as T;
}
