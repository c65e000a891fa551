import type { ComponentType } from 'react';
import { AdminForbidden } from './admin-forbidden';

/** The props of every back-office page: its data, or `forbidden` (src/server/http/define-admin-page.ts). */
export type AdminPageProps<P> = ({ forbidden?: false } & P) | { forbidden: true };

/** A back-office page: the view with its data, or the localized 403 for a user without the role. */
export function adminPage<P extends object>(View: ComponentType<P>) {
  function AdminPage(props: AdminPageProps<P>) {
    if (props.forbidden) return <AdminForbidden />;
    return <View {...(props as P)} />;
  }
  AdminPage.displayName = `AdminPage(${View.displayName ?? View.name})`;
  return AdminPage;
}
