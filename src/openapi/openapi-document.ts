import * as z from 'zod';
import { buildOpenApiDocument, type OpenApiDocument } from '@/server/openapi/build-openapi';

/** What /api/openapi.json answers, as the document describes it: an OpenAPI 3.1 document. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.literal('3.1.0'),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.looseObject({})),
    components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})) }),
  })
  .meta({ id: 'OpenApiDocument', description: 'This document: OpenAPI 3.1, its schemas in JSON Schema 2020-12.' });

let document: Promise<OpenApiDocument> | undefined;

/**
 * The document, built once per process on first request. The route table is imported
 * here, lazily: it imports every route, this one's own route included. (This folder sits
 * outside src/server because the table imports the route files of src/pages/api.)
 */
export function openApiDocument(): Promise<OpenApiDocument> {
  document ??= import('./api-routes').then(({ API_ROUTES }) =>
    buildOpenApiDocument(
      Object.fromEntries(Object.entries(API_ROUTES).map(([path, module]) => [path, module.default])),
    ),
  );
  return document;
}
