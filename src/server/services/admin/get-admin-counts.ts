import type { AdminCounts } from '@/lib/admin/admin-types';
import * as adminContactRepository from '../../repositories/admin-contact-repository';

/** The back office menu's counts, read with every admin page (one indexed count). */
export async function getAdminCounts(): Promise<AdminCounts> {
  return { unreadContacts: await adminContactRepository.countUnread() };
}
