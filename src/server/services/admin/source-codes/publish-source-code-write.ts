import type { ServerResponse } from 'node:http';
import type { AdminSourceCode } from '@/lib/admin/admin-source-code-types';
import { revalidatePages } from '../../../http/revalidate-pages';
import type { SavedSourceCode } from './save-source-code';
import { sourceCodePublicPaths } from './source-code-public-paths';

/**
 * After a product write: regenerates the public pages that show it, in every language, and
 * answers the product as the editor shows it (see publish-course-write.ts).
 */
export async function publishSourceCodeWrite(res: ServerResponse, saved: SavedSourceCode): Promise<AdminSourceCode> {
  await revalidatePages(res, sourceCodePublicPaths(...saved.slugs));
  return saved.product;
}
