import type { Bilingual } from '../catalog/seed-types';

/** The demo blog and showcase as data (expanded by seed-posts.ts and seed-our-works.ts). */

interface SeedPostText {
  title: string;
  description: string;
  /** HTML: h2/h3 headings (the table of contents), paragraphs, lists, code. */
  content: string;
}

export interface SeedPost {
  /** Category slug (post-categories.ts). */
  category: string;
  /** Tag slugs (post-categories.ts). */
  tags: string[];
  /** File under public/images/posts/. */
  thumbnail: string;
  publishedDaysAgo: number;
  en: SeedPostText;
  vi: SeedPostText;
}

export interface SeedOurWork {
  slug: string;
  title: Bilingual;
  clientName: string;
  industry: Bilingual;
  summary: Bilingual;
  outcome: Bilingual;
  stack: string[];
  /** Files under public/images/our-works/; the first is the cover. */
  images: string[];
  year: number;
}
