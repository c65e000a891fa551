import { getDb } from '@/server/db/client';
import { postCategories, postTags } from '@/server/db/schema/posts';
import { createPost } from '@/server/services/blog/create-post';
import * as userRepository from '@/server/repositories/user-repository';
import { daysAgo } from './catalog';

/** Blog categories by slug (names "Category <slug>" / "Danh mục <slug>"); returns their ids. */
export async function createPostCategories(slugs: string[]): Promise<Record<string, number>> {
  const rows = await getDb()
    .insert(postCategories)
    .values(slugs.map((slug, position) => ({ slug, nameEn: `Category ${slug}`, nameVi: `Danh mục ${slug}`, position })))
    .returning();
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

export async function createPostTags(slugs: string[]): Promise<Record<string, number>> {
  const rows = await getDb()
    .insert(postTags)
    .values(slugs.map((slug) => ({ slug, nameEn: `Tag ${slug}`, nameVi: `Thẻ ${slug}` })))
    .returning();
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

export interface PostFixture {
  /** English slug; the Vietnamese one is `${slug}-vi` unless `vi` is false. */
  slug: string;
  categoryId: number;
  tagIds?: number[];
  titleEn?: string;
  titleVi?: string;
  descriptionEn?: string;
  descriptionVi?: string;
  contentEn?: string;
  /** false: no Vietnamese translation. */
  vi?: boolean;
  /** Days before now; null = draft. */
  publishedDaysAgo?: number | null;
  authorEmail?: string;
}

/** A post through the service (sanitised like any other), with neutral defaults; returns its id. */
export async function createPostFixture(fixture: PostFixture): Promise<number> {
  const author = fixture.authorEmail
    ? await userRepository.upsertByEmail({ email: fixture.authorEmail, name: 'Trần Minh Khoa' })
    : null;
  const publishedDaysAgo = fixture.publishedDaysAgo === undefined ? 1 : fixture.publishedDaysAgo;
  return createPost({
    categoryId: fixture.categoryId,
    thumbnail: `/images/posts/${fixture.slug}.svg`,
    authorId: author?.id ?? null,
    publishedAt: publishedDaysAgo === null ? null : daysAgo(publishedDaysAgo),
    tagIds: fixture.tagIds ?? [],
    translations: [
      {
        language: 'en',
        slug: fixture.slug,
        title: fixture.titleEn ?? `Post ${fixture.slug}`,
        description: fixture.descriptionEn ?? `About ${fixture.slug}`,
        contentHtml: fixture.contentEn ?? `<h2>Intro</h2><p>Body of ${fixture.slug}.</p>`,
      },
      ...(fixture.vi === false
        ? []
        : [
            {
              language: 'vi' as const,
              slug: `${fixture.slug}-vi`,
              title: fixture.titleVi ?? `Bài viết ${fixture.slug}`,
              description: fixture.descriptionVi ?? `Về ${fixture.slug}`,
              contentHtml: `<h2>Mở đầu</h2><p>Nội dung của ${fixture.slug}.</p>`,
            },
          ]),
    ],
  });
}
