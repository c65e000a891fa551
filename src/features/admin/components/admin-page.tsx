import type { ComponentType } from 'react';
import type { AdminCounts } from '@/lib/admin/admin-types';
import { AdminCountsContext } from '../admin-counts';
import { AdminForbidden } from './admin-forbidden';

/** The props of every back-office page: its data and the menu's counts, or `forbidden` (src/server/http/admin-page-props.ts). */
export type AdminPageProps<P> = ({ forbidden?: false; adminCounts: AdminCounts } & P) | { forbidden: true };

/** A back-office page: the view with its data, or the localized 403 for a user without the role. */
export function adminPage<P extends object>(View: ComponentType<P>) {
  function AdminPage(props: AdminPageProps<P>) {
    if (props.forbidden) return <AdminForbidden />;
    const { adminCounts, ...data } = props;
    return (
      <AdminCountsContext.Provider value={adminCounts}>
        <View {...(data as unknown as P)} />
      </AdminCountsContext.Provider>
    );
  }
  AdminPage.displayName = `AdminPage(${View.displayName ?? View.name})`;
  return AdminPage;
}
