import type { AdminOurWork } from '@/lib/admin/admin-our-work-types';
import { localePath, type Locale } from '@/lib/locales';
import { ROUTES } from '@/lib/routes';

/**
 * Whether a saved project lacks what the showcase shows (the server refuses to publish it
 * then, naming each field): the pages check first, to say so in the page's language.
 */
export function missingForPublication(work: AdminOurWork): boolean {
  const texts = [work.industry, work.summary, work.outcome].flatMap((text) => [text.en, text.vi]);
  return [work.client_name, ...texts].some((text) => !text.trim()) || work.images.length === 0;
}

/** Where a published project is on the public page (its heading's anchor), in `language`. */
export function publicOurWorkHref(language: Locale, slug: string): string {
  return `${localePath(language, ROUTES.ourWorks)}#work-${slug}`;
}
