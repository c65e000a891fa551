import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import { AppError } from '../../../http/app-error';
import * as adminOurWorkRepository from '../../../repositories/admin-our-work-repository';
import { toAdminOurWork } from './admin-our-work-dto';

/** GET /api/admin/our-works and /admin/our-works: every project, drafts too, in showcase order. */
export async function listAdminOurWorks(): Promise<AdminOurWork[]> {
  return (await adminOurWorkRepository.listAll()).map(toAdminOurWork);
}

/** GET /api/admin/our-works/{id} and the editor's page: any project; 404 when there is none. */
export async function getAdminOurWork(id: number): Promise<AdminOurWork> {
  const row = await adminOurWorkRepository.findById(id);
  if (!row) throw new AppError('NOT_FOUND', 'No such project.');
  return toAdminOurWork(row);
}
