import { buildOpenApiDocument, type OpenApiDocument } from '@/server/openapi/build-openapi';

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
