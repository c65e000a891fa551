import type { ServerResponse } from 'node:http';
import { ROUTES } from '@/lib/routes';
import { revalidatePages } from '../../../http/revalidate-pages';

/**
 * After a showcase write: regenerates /our-works, in every language, in the same request,
 * and answers what the write answered. The home page only links to the showcase, and no
 * other page shows a project, so that is the one page to regenerate.
 */
export async function publishShowcaseWrite<T>(res: ServerResponse, reply: T): Promise<T> {
  await revalidatePages(res, [ROUTES.ourWorks]);
  return reply;
}
