import type { Locale } from '@/lib/locales';
import * as categoryRepository from '../../repositories/category-repository';
import type { CategoryGroup } from '@/lib/catalog/course-types';
import { localized } from './course-dto';

/** GET /api/exam/group-categories: the search page's facets. */
export async function listCategoryGroups(language: Locale): Promise<CategoryGroup[]> {
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
