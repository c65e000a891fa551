/**
 * An axios adapter for tests: answers from a handler instead of the network, and records
 * every request it saw. It settles like axios's own adapters (non-2xx rejects with an
 * AxiosError carrying the response).
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '@/lib/api/client';

export interface MockReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

type MockOutcome = MockReply | 'network-error';

/** Answers a request; a promise lets a test hold the reply back (to see what shows meanwhile). */
export type MockHandler = (config: InternalAxiosRequestConfig) => MockOutcome | Promise<MockOutcome>;

export function mockApi(handler: MockHandler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (status < 200 || status >= 300) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    }
    return response;
  };
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}

export const ok = <T>(data: T, extra: Record<string, unknown> = {}): MockReply => ({
  status: 200,
  data: { success: true, data, ...extra },
});

export const fail = (
  status: number,
  error_code: string,
  detail: string,
  fields?: Record<string, string>,
): MockReply => ({
  status,
  data: { success: false, error: { detail, error_code, ...(fields ? { fields } : {}) } },
});
