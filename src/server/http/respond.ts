import type { ServerResponse } from 'node:http';
import type { ApiFailure, ApiSuccess } from '@/lib/api/envelope';
import { ERROR_STATUS, type ErrorCode } from '@/lib/api/error-codes';

const PAGINATED = Symbol('paginated');

/** What a handler returns for one page of a list; the envelope then carries page/total_page. */
export interface Paginated<T> {
  readonly [PAGINATED]: true;
  readonly data: T;
  readonly page: number;
  readonly totalPage: number;
}

export function paginated<T>(data: T, page: number, totalPage: number): Paginated<T> {
  return { [PAGINATED]: true, data, page, totalPage };
}

function isPaginated(value: unknown): value is Paginated<unknown> {
  return typeof value === 'object' && value !== null && PAGINATED in value;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(payload));
  // API replies are per user and per moment; no shared cache may keep them.
  res.setHeader('Cache-Control', 'no-store');
  res.end(payload);
}

export function sendSuccess(res: ServerResponse, status: number, result: unknown): void {
  const body: ApiSuccess<unknown> = isPaginated(result)
    ? { success: true, data: result.data, page: result.page, total_page: result.totalPage }
    : { success: true, data: result ?? null };
  sendJson(res, status, body);
}

export function sendFailure(
  res: ServerResponse,
  failure: { code: ErrorCode; detail: string; fields?: Record<string, string>; requestId: string },
): void {
  const { code, detail, fields, requestId } = failure;
  const body: ApiFailure = {
    success: false,
    error: fields
      ? { detail, error_code: code, fields, request_id: requestId }
      : { detail, error_code: code, request_id: requestId },
  };
  sendJson(res, ERROR_STATUS[failure.code], body);
}
