import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { AuthUser } from '../auth/auth-user';
import { requirePageAdmin } from '../auth/require-page-admin';
import { pageTranslations, type Namespace } from '../i18n/page-translations';
import { getAdminCounts } from '../services/admin/get-admin-counts';

type Loaded<P> = { props: P } | { notFound: true };

/**
 * The getServerSideProps of every back-office page (DESIGN.md §9): the admin check on the
 * server (signed out → sign-in and back; signed in without the role → 403 with a localized
 * message), the `admin` translations plus the page's own, the menu's counts (unread
 * contact messages), and the page's data loaded for the URL it was asked with (tables read
 * their page, sort and filters from it). Pages wrap it in definePageProps, like every
 * per-request page.
 */
export function adminPageProps<P extends object>(
  namespaces: Namespace[],
  load: (context: GetServerSidePropsContext, admin: AuthUser) => Promise<Loaded<P>>,
): GetServerSideProps {
  return async (context) => {
    const access = await requirePageAdmin(context);
    if (access.redirect) return { redirect: access.redirect };
    const translations = await pageTranslations(context.locale, ['admin', ...namespaces]);
    if (access.forbidden) return { props: { ...translations, forbidden: true } };
    // The page's data first: loading it may change the counts (opening a new message reads it).
    const loaded = await load(context, access.user);
    if ('notFound' in loaded) return { notFound: true };
    return { props: { ...translations, ...loaded.props, adminCounts: await getAdminCounts() } };
  };
}
