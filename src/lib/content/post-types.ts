import type { Locale } from '@/lib/locales';

/**
 * Reply shapes of the blog calls (spec §3 Post, §7 "Contact and blog"), shared by the
 * server's services and the pages, so both sides use one definition.
 */

/** Spec §3 `menu`: the post's category (title, id), plus the slug its tab uses in URLs. */
export interface PostCategoryDto {
  id: number;
  slug: string;
  title: string;
}

export interface PostTagDto {
  id: number;
  slug: string;
  name: string;
}

interface PostAuthorDto {
  id: string;
  name: string;
}

/** A post in a list: everything but its body, in one language. */
export interface PostSummary {
  id: number;
  slug: string;
  language: Locale;
  title: string;
  description: string;
  thumbnail: string;
  /** The author; null when the account is gone. */
  created_by: PostAuthorDto | null;
  /** ISO 8601. */
  created_at: string;
  published_at: string;
  menu: PostCategoryDto;
  tags: PostTagDto[];
}

/** One heading of the table of contents; `id` is the heading's anchor in `content`. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The same post in another language: where it lives. */
interface PostTranslationLink {
  language: Locale;
  slug: string;
  title: string;
}

export interface PostDetail extends PostSummary {
  /** Sanitised HTML; its h2/h3 carry the ids the table of contents links to. */
  content: string;
  toc: TocEntry[];
  reading_minutes: number;
  updated_at: string;
  /** Every language the post is published in, this one included. */
  translations: PostTranslationLink[];
}

export interface PostPage {
  posts: PostSummary[];
  page: number;
  totalPage: number;
  total: number;
}

/** The blog list for one URL: a page of posts and the category tabs. */
export interface PostListData {
  posts: PostSummary[];
  page: number;
  totalPage: number;
  categories: PostCategoryDto[];
}
