import type { GetServerSidePropsContext } from 'next';
import type { AuthUser } from '../auth/auth-user';
import { isAppError } from './app-error';

type Loaded<P> = { props: P } | { notFound: true };

/** What a list-and-record page shows: the list, or one record (`new` for one not saved yet). */
export type ListOrRecord<L, R> = ({ view: 'list' } & L) | ({ view: 'record' } & R);

interface ListAndRecord<L, R> {
  list: (context: GetServerSidePropsContext, admin: AuthUser) => Promise<L>;
  /** A record by the path's last part (`new` too, when the page makes records); NOT_FOUND → 404. */
  record: (segment: string, context: GetServerSidePropsContext, admin: AuthUser) => Promise<R | null>;
}

/**
 * The data of a back-office page that is both a list and its records: an optional catch-all
 * (`/admin/posts/[[...id]]`) serving `/admin/posts` and `/admin/posts/{id}`. One page where
 * there were two, because every page of the app is listed in the build manifest that every
 * public page loads (~50 bytes each). `record` answers null for a segment that is no id
 * (404); any deeper path is a 404 too.
 */
export function adminListAndRecord<L extends object, R extends object>({ list, record }: ListAndRecord<L, R>) {
  return async (context: GetServerSidePropsContext, admin: AuthUser): Promise<Loaded<ListOrRecord<L, R>>> => {
    const segments = context.params?.id;
    if (segments === undefined) return { props: { view: 'list', ...(await list(context, admin)) } };
    if (!Array.isArray(segments) || segments.length !== 1) return { notFound: true };
    try {
      const props = await record(segments[0]!, context, admin);
      return props ? { props: { view: 'record', ...props } } : { notFound: true };
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return { notFound: true };
      throw error;
    }
  };
}
