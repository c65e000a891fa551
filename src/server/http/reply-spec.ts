import type * as z from 'zod';
import type { Paginated } from './respond';
import type { Schema } from './validation';

/**
 * What a route's success looks like, named in its method table (`reply`): the API reference
 * documents it (src/server/openapi) and the compiler holds the handler to it, so a handler
 * cannot return what its documented schema does not describe. Three kinds:
 * - a zod schema: the envelope's `data` (the reply shapes of src/lib/**\/*-types.ts);
 * - `pageOf(itemSchema)`: a paginated list, `data` an array of items plus `page`/`total_page`;
 * - `ownReply(…)`: a reply the handler writes itself instead of the envelope (a file, a page,
 *   the OpenAPI document, VNPay's IPN answer).
 */
export type ReplySpec = Schema | PageReply<Schema> | OwnReply;

export interface PageReply<S extends Schema> {
  readonly pageOf: S;
}

export interface OwnReply {
  /** The Content-Type of a success. */
  readonly mediaType: string;
  /** What the body holds, for the reference. */
  readonly description: string;
  /** The body's schema, for a JSON body. */
  readonly schema?: Schema;
  /**
   * Other statuses the handler answers itself, by status (a 206 range, a 302 redirect, a
   * 304 not modified): what each means, and whether it carries a body of `mediaType`.
   */
  readonly otherStatuses?: Readonly<Record<number, { description: string; withBody?: boolean }>>;
  /**
   * Failures are written in this same format (VNPay reads no envelope): the route never
   * answers with the error envelope, so the reference lists no failure for it.
   */
  readonly failuresToo?: boolean;
}

export function pageOf<S extends Schema>(items: S): PageReply<S> {
  return { pageOf: items };
}

export function ownReply(reply: OwnReply): OwnReply {
  return reply;
}

export function isPageReply(reply: ReplySpec): reply is PageReply<Schema> {
  return 'pageOf' in reply;
}

export function isOwnReply(reply: ReplySpec): reply is OwnReply {
  return 'mediaType' in reply;
}

/** What `handle` must return for a reply spec: `data`, one page of items, or nothing (it wrote the reply). */
export type HandlerResult<R extends ReplySpec> =
  R extends PageReply<infer S>
    ? Paginated<z.output<S>[]>
    : R extends OwnReply
      ? void
      : R extends Schema
        ? z.output<R>
        : never;
