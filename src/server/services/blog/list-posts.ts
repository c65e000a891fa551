import type { PostPage } from '@/lib/content/post-types';
import type { Locale } from '@/lib/locales';
import type { PostSearchQuery } from '@/schemas/blog';
import { positiveIntParam } from '@/lib/page-params';
import * as postCategoryRepository from '../../repositories/post-category-repository';
import * as postRepository from '../../repositories/post-repository';
import { createPostCache } from './post-cache';
import { summarizePosts } from './post-dto';
import { pageCount, pageWindow } from '../paging';

// One entry per distinct search and page (a page of summaries is a few kB; bodies are never listed).
const searches = createPostCache<PostPage>(500);

/**
 * GET /api/posts: the posts published in the request's language, newest first, filtered by
 * keyword (title and description) and category (its slug or id; spec §5 maps "all" to none).
 * An unknown category matches nothing: the page then says so, rather than showing every post.
 */
export function listPosts(query: PostListQuery, language: Locale): Promise<PostPage> {
  const { keyword = null, category = null, page, page_size } = query;
  return searches.get(JSON.stringify([language, keyword, category, page, page_size]), () => readPosts(query, language));
}

type PostListQuery = Pick<PostSearchQuery, 'keyword' | 'category' | 'page' | 'page_size'>;

async function readPosts(query: PostListQuery, language: Locale): Promise<PostPage> {
  let categoryId: number | undefined;
  if (query.category !== undefined) {
    // Digits name an id; past the id column's range (or with leading zeros) none exists.
    const category = /^\d+$/.test(query.category)
      ? await findByIdParam(query.category)
      : await postCategoryRepository.findBySlug(query.category);
    if (!category) return { posts: [], page: query.page, totalPage: 0, total: 0 };
    categoryId = category.id;
  }
  const { rows, total } = await postRepository.search({
    language,
    keyword: query.keyword,
    categoryId,
    ...pageWindow(query.page, query.page_size),
  });
  return {
    posts: await summarizePosts(rows),
    page: query.page,
    totalPage: pageCount(total, query.page_size),
    total,
  };
}

async function findByIdParam(digits: string) {
  const id = positiveIntParam(digits);
  return id === null ? null : postCategoryRepository.findById(id);
}
