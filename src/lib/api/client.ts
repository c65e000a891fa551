/**
 * The one HTTP client of the browser (DESIGN.md §1, spec §6–7): same origin unless
 * NEXT_PUBLIC_API_URL says otherwise, a bearer header from the `token` cookie, and every
 * failure rejected as an ApiError. The helpers at the bottom unwrap the envelope so
 * feature code deals in DTOs.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { ApiError, FALLBACK_ERROR_MESSAGE, toApiError } from './api-error';
import { isApiFailure, type ApiSuccess } from './envelope';
import { TOKEN_COOKIE } from '@/lib/auth/session-cookies';

/** @internal exported for the tests */
export const apiClient = axios.create({
  // Referenced literally so Next inlines it into the browser bundle.
  baseURL: process.env.NEXT_PUBLIC_API_URL ?? '',
  // Without a limit a stalled request would leave a page loading forever instead of
  // showing its error state.
  timeout: 30_000,
});

apiClient.interceptors.request.use((config) => {
  // Cookies exist only in the browser; server code calls the services directly.
  if (typeof document !== 'undefined') {
    const token = Cookies.get(TOKEN_COOKIE);
    if (token && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    // The API answers in the request's language (DESIGN.md §2); Next keeps <html lang>
    // in step with the page locale, the browser's own Accept-Language does not.
    const lang = document.documentElement.lang;
    if (lang && !config.headers.has('Accept-Language')) {
      config.headers.set('Accept-Language', lang);
    }
  }
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    const body: unknown = response.data;
    if (isApiFailure(body)) {
      const { detail, error_code, fields } = body.error;
      throw new ApiError({ detail: detail || FALLBACK_ERROR_MESSAGE, error_code, fields, status: response.status });
    }
    if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true) {
      throw new ApiError({ detail: FALLBACK_ERROR_MESSAGE, error_code: 'BAD_RESPONSE', status: response.status });
    }
    return response;
  },
  (err: unknown) => {
    throw toApiError(err);
  },
);

export interface Page<T> {
  data: T;
  page: number;
  total_page: number;
}

async function unwrap<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await apiClient.request<ApiSuccess<T>>(config);
  return response.data.data;
}

/** Calls that resolve to the envelope's `data`, or reject with an ApiError. */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => unwrap<T>({ ...config, url, method: 'GET' }),
  delete: <T>(url: string, config?: AxiosRequestConfig) => unwrap<T>({ ...config, url, method: 'DELETE' }),
  post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    unwrap<T>({ ...config, url, method: 'POST', data: body }),
  put: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    unwrap<T>({ ...config, url, method: 'PUT', data: body }),
  patch: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
    unwrap<T>({ ...config, url, method: 'PATCH', data: body }),

  /** A paginated list: the envelope's `data` with its `page` and `total_page`. */
  async getPage<T>(url: string, config?: AxiosRequestConfig): Promise<Page<T>> {
    const response = await apiClient.request<ApiSuccess<T>>({ ...config, url, method: 'GET' });
    const { data, page, total_page } = response.data;
    return { data, page: page ?? 1, total_page: total_page ?? 1 };
  },
};
