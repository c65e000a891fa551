import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSideProps } from 'next';
import type { ServerResponse } from 'node:http';
import { ERROR_REFERENCE_COOKIE, ERROR_REFERENCE_MAX_AGE_S } from '@/lib/error-reference';
import type { ServiceUnavailableProps } from '@/lib/service-unavailable';
import { isDatabaseUnavailableError } from '../db/is-unavailable-error';
import { pageTranslations } from '../i18n/page-translations';
import { requestIdOf, requestLogger } from './logger';
import { runInRequest } from './request-context';
import { markServiceUnavailable } from './service-unavailable';

// Next's own bound on a page's props (its default type argument).
type Props = GetServerSideProps extends GetServerSideProps<infer P> ? P : never;

/**
 * The one wrapper of every per-request page's getServerSideProps, as defineRoute is for the
 * API (ESLint requires it in src/pages). While the database is unreachable the page answers
 * as the API does: 503 with Retry-After — what monitors and load balancers read as
 * "unavailable, retry" — and, in place of the page, the "temporarily unavailable" message in
 * the page's language (`_app` shows it for these props). A page is never sent to sign-in
 * for it: the session could not be checked, not found wanting. Any other error stays a 500.
 */
export function definePageProps<P extends Props = Props, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  getProps: GetServerSideProps<P, Q>,
): GetServerSideProps<P | ServiceUnavailableProps, Q> {
  return async (context) => {
    // The page's request has an id as an API call has (a proxy's X-Request-Id is kept): in
    // the reply's header, and on every log line written while its data is read.
    const requestId = requestIdOf(context.req);
    context.res.setHeader('X-Request-Id', requestId);
    try {
      return await runInRequest({ requestId }, () => getProps(context));
    } catch (error) {
      // The path only, as the API's access log: a query can carry a secret.
      const path = context.resolvedUrl.split('?', 1)[0];
      if (!isDatabaseUnavailableError(error)) {
        // Next answers with its 500 page; the id in this line is the one the reply carries,
        // and the one that page shows the visitor.
        requestLogger(requestId).error({ err: error, path }, 'page: loading its data failed');
        appendSetCookie(
          context.res,
          `${ERROR_REFERENCE_COOKIE}=${requestId}; Path=/; Max-Age=${ERROR_REFERENCE_MAX_AGE_S}; SameSite=Lax`,
        );
        throw error;
      }
      requestLogger(requestId).error({ err: error, path }, 'page: database unavailable');
      markServiceUnavailable(context.res);
      // Read from disk, not the database: the message needs nothing that is down.
      const translations = await pageTranslations(context.locale);
      return { props: { ...translations, serviceUnavailable: true } };
    }
  };
}

function appendSetCookie(res: ServerResponse, cookie: string): void {
  const previous = res.getHeader('Set-Cookie');
  const cookies = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader('Set-Cookie', [...cookies, cookie]);
}
