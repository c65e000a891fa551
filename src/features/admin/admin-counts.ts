import { createContext, useContext } from 'react';
import type { AdminCounts } from '@/lib/admin/admin-types';

/** The counts every back-office page was served with (src/server/http/admin-page-props.ts). */
export const AdminCountsContext = createContext<AdminCounts>({ unreadContacts: 0 });

/** The counts the menu shows beside its entries. */
export function useAdminCounts(): AdminCounts {
  return useContext(AdminCountsContext);
}
