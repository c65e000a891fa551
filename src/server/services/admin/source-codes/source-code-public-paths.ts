import { ROUTES, sourceCodePath } from '@/lib/routes';

/**
 * The statically rendered pages that show a source-code product: the shop's list and the
 * product's own page, under each slug it had (an old slug's page must stop answering).
 */
export function sourceCodePublicPaths(...slugs: string[]): string[] {
  return [ROUTES.sourceCodes, ...slugs.map(sourceCodePath)];
}
