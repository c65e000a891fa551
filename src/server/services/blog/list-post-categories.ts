import type { PostCategoryDto } from '@/lib/content/post-types';
import type { Locale } from '@/lib/locales';
import * as postCategoryRepository from '../../repositories/post-category-repository';
import { createPostCache } from './post-cache';
import { toCategoryDto } from './post-dto';

// One list per language.
const tabs = createPostCache<PostCategoryDto[]>(2);

/** GET /api/posts/categories: the blog's category tabs, in their order. */
export function listPostCategories(language: Locale): Promise<PostCategoryDto[]> {
  return tabs.get(language, async () =>
    (await postCategoryRepository.listAll()).map((category) => toCategoryDto(category, language)),
  );
}
