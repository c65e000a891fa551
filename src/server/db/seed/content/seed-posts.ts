import { toAsciiSlug } from '@/lib/format/slug';
import { createPost } from '../../../services/blog/create-post';
import * as postCategoryRepository from '../../../repositories/post-category-repository';
import * as postRepository from '../../../repositories/post-repository';
import * as postTagRepository from '../../../repositories/post-tag-repository';
import * as userRepository from '../../../repositories/user-repository';
import type { Executor } from '../../types';
import { DEMO_USERS } from '../demo-users';
import { CAREERS_POSTS } from './posts-careers';
import { LEARN_TO_CODE_POSTS } from './posts-learn-to-code';
import { STUDY_TIPS_POSTS } from './posts-study-tips';
import { POST_CATEGORIES, POST_TAGS } from './post-categories';

const DAY_MS = 24 * 60 * 60 * 1000;

/** @internal exported for the tests */
export const SEED_POSTS = [...LEARN_TO_CODE_POSTS, ...CAREERS_POSTS, ...STUDY_TIPS_POSTS];

/**
 * Loads the demo blog. Idempotent: categories and tags are upserted by slug; a post whose
 * English slug exists is left as it is (an editor may have changed it). Posts go through
 * createPost, so their bodies are sanitised like any other. Returns how many were created.
 */
export async function seedPosts(db: Executor, now: Date = new Date()): Promise<number> {
  const categoryIds = new Map<string, number>();
  for (const [position, category] of POST_CATEGORIES.entries()) {
    const saved = await postCategoryRepository.upsertBySlug(
      { slug: category.slug, nameEn: category.name.en, nameVi: category.name.vi, position },
      db,
    );
    categoryIds.set(category.slug, saved.id);
  }
  const tagIds = new Map<string, number>();
  for (const tag of POST_TAGS) {
    const saved = await postTagRepository.upsertBySlug(
      { slug: tag.slug, nameEn: tag.name.en, nameVi: tag.name.vi },
      db,
    );
    tagIds.set(tag.slug, saved.id);
  }
  // The demo posts are signed by the team's admin account.
  const admin = DEMO_USERS.find((user) => user.role === 'admin');
  const author = admin ? await userRepository.findByEmail(admin.email, db) : null;

  let created = 0;
  for (const post of SEED_POSTS) {
    if ((await postRepository.findIdBySlug('en', toAsciiSlug(post.en.title), db)) !== null) continue;
    const idOf = (map: Map<string, number>, slug: string, kind: string) => {
      const id = map.get(slug);
      if (id === undefined) throw new Error(`seed: post "${post.en.title}" names unknown ${kind} ${slug}`);
      return id;
    };
    await createPost(
      {
        categoryId: idOf(categoryIds, post.category, 'category'),
        thumbnail: `/images/posts/${post.thumbnail}`,
        authorId: author?.id ?? null,
        publishedAt: new Date(now.getTime() - post.publishedDaysAgo * DAY_MS),
        tagIds: post.tags.map((tag) => idOf(tagIds, tag, 'tag')),
        translations: [
          { language: 'en', ...post.en, contentHtml: post.en.content },
          { language: 'vi', ...post.vi, contentHtml: post.vi.content },
        ],
      },
      db,
    );
    created += 1;
  }
  return created;
}
