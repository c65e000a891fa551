import type { PostCategoryDto } from '@/lib/content/post-types';
import type { Locale } from '@/lib/locales';
import * as postCategoryRepository from '../../repositories/post-category-repository';
import { toCategoryDto } from './post-dto';

/** GET /api/posts/categories: the blog's category tabs, in their order. */
export async function listPostCategories(language: Locale): Promise<PostCategoryDto[]> {
  return (await postCategoryRepository.listAll()).map((category) => toCategoryDto(category, language));
}
