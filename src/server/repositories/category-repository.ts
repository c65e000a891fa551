import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { categories, categoryGroups } from '../db/schema/catalog';
import type { Executor } from '../db/types';

/** Database access for `category_groups` and `categories`. */

export interface CategoryGroupRow {
  id: number;
  slug: string;
  nameEn: string;
  nameVi: string;
  categories: { id: number; slug: string; nameEn: string; nameVi: string }[];
}

/** Every group with its categories, both in display order (a group without categories is kept). */
export async function listGroupsWithCategories(db: Executor = getDb()): Promise<CategoryGroupRow[]> {
  const rows = await db
    .select({ group: categoryGroups, category: categories })
    .from(categoryGroups)
    .leftJoin(categories, eq(categories.groupId, categoryGroups.id))
    .orderBy(asc(categoryGroups.position), asc(categoryGroups.id), asc(categories.position), asc(categories.id));
  const groups = new Map<number, CategoryGroupRow>();
  for (const { group, category } of rows) {
    let entry = groups.get(group.id);
    if (!entry) {
      entry = { id: group.id, slug: group.slug, nameEn: group.nameEn, nameVi: group.nameVi, categories: [] };
      groups.set(group.id, entry);
    }
    if (category)
      entry.categories.push({ id: category.id, slug: category.slug, nameEn: category.nameEn, nameVi: category.nameVi });
  }
  return [...groups.values()];
}
