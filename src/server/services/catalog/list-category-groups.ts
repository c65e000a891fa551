import type { Locale } from '@/lib/locales';
import { createCatalogCache } from './catalog-cache';
import * as categoryRepository from '../../repositories/category-repository';
import type { CategoryGroup } from '@/lib/catalog/course-types';
import { localized } from '../../i18n/localized';

// The facets of every search and the home page's categories: one list per language.
const facets = createCatalogCache<CategoryGroup[]>(2);

/** GET /api/exam/group-categories: the search page's facets. */
export function listCategoryGroups(language: Locale): Promise<CategoryGroup[]> {
  return facets.get(language, () => readCategoryGroups(language));
}

async function readCategoryGroups(language: Locale): Promise<CategoryGroup[]> {
  const groups = await categoryRepository.listGroupsWithCategories();
  return groups.map((group) => ({
    id: group.id,
    slug: group.slug,
    name: localized(group.nameEn, group.nameVi, language),
    categories: group.categories.map((category) => ({
      id: category.id,
      slug: category.slug,
      name: localized(category.nameEn, category.nameVi, language),
    })),
  }));
}
