import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { SeoHead } from '@/components/seo-head';
import { StatusMessage } from '@/components/status-message';
import { useHydrated } from '@/hooks/use-hydrated';
import { isApiError } from '@/lib/api/api-error';
import { ROUTES } from '@/lib/routes';
import type { SiteOriginProps } from '@/lib/seo/site-url';

type State<T> =
  { status: 'ready' } | { status: 'working' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

interface MailedLinkPageProps<T> extends SiteOriginProps {
  /** The page's path (for its head; it is never indexed: its URL carries a token). */
  path: string;
  /** Uses the link's token, when the page's button is pressed. */
  act: (token: string) => Promise<T>;
  texts: {
    title: string;
    /** What the button will do, said before it is pressed. */
    ask: string;
    action: string;
    working: string;
    doneTitle: string;
    done: (result: T) => string;
    failedTitle: string;
  };
  /** Said under a failure (what to do next). */
  afterFailure?: ReactNode;
}

/**
 * A page opened from a link in a mail (confirm, unsubscribe): it acts on the link's token
 * when its button is pressed, and says how it went. Not on opening: mail scanners open
 * links, and some run the page's script, so opening alone must not confirm a consent or
 * cancel a subscription.
 */
export function MailedLinkPage<T>({ origin, path, act, texts, afterFailure }: MailedLinkPageProps<T>) {
  const { t } = useTranslation('newsletter');
  const { t: tc } = useTranslation('common');
  const { query, isReady } = useRouter();
  const hydrated = useHydrated();
  const [state, setState] = useState<State<T>>({ status: 'ready' });
  const token = typeof query.token === 'string' ? query.token : '';

  const run = () => {
    setState({ status: 'working' });
    act(token).then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) => {
        const code = isApiError(error) ? error.error_code : '';
        const known = ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE'].includes(code);
        setState({ status: 'failed', message: known ? tc(`errors.${code}`) : tc('errors.fallback') });
      },
    );
  };

  const shown: State<T> = isReady && !token ? { status: 'failed', message: t('newsletter.missingToken') } : state;
  const blog = <Link href={ROUTES.posts}>{t('newsletter.readBlog')}</Link>;

  return (
    <>
      <SeoHead origin={origin} title={texts.title} description={texts.title} path={path} noindex />
      {shown.status === 'ready' && (
        <StatusMessage
          title={texts.title}
          text={texts.ask}
          action={
            <button type="button" onClick={run} disabled={!hydrated || !isReady}>
              {texts.action}
            </button>
          }
        />
      )}
      {shown.status === 'working' && (
        <div role="status" aria-busy="true">
          <StatusMessage title={texts.title} text={texts.working} />
        </div>
      )}
      {shown.status === 'done' && (
        <div role="status">
          <StatusMessage title={texts.doneTitle} text={texts.done(shown.result)} action={blog} />
        </div>
      )}
      {shown.status === 'failed' && (
        <div role="alert">
          <StatusMessage
            title={texts.failedTitle}
            text={shown.message}
            action={
              <>
                {afterFailure && <p>{afterFailure}</p>}
                {blog}
              </>
            }
          />
        </div>
      )}
    </>
  );
}
