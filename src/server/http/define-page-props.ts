import type { ParsedUrlQuery } from 'node:querystring';
import type { GetServerSideProps } from 'next';
import type { ServiceUnavailableProps } from '@/lib/service-unavailable';
import { isDatabaseUnavailableError } from '../db/is-unavailable-error';
import { pageTranslations } from '../i18n/page-translations';
import { logger } from './logger';
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
    try {
      return await getProps(context);
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      // The path only, as the API's access log: a query can carry a secret.
      logger.error({ err: error, path: context.resolvedUrl.split('?', 1)[0] }, 'page: database unavailable');
      markServiceUnavailable(context.res);
      // Read from disk, not the database: the message needs nothing that is down.
      const translations = await pageTranslations(context.locale);
      return { props: { ...translations, serviceUnavailable: true } };
    }
  };
}
