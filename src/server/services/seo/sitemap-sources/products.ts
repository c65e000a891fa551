import { LOCALES } from '@/lib/locales';
import { accountPath, sourceCodePath } from '@/lib/routes';
import * as accountStoreRepository from '../../../repositories/account-store-repository';
import * as sourceCodeRepository from '../../../repositories/source-code-repository';
import type { SitemapEntry, SitemapSource } from '../sitemap-types';

/** The shop: every published source-code product and account-store product (same slug in both languages). */
export const productsSource: SitemapSource = {
  name: 'products',
  async entries() {
    const [sourceCodes, accounts] = await Promise.all([
      sourceCodeRepository.listPublishedSlugs(),
      accountStoreRepository.listPublishedSlugs(),
    ]);
    const entry = (path: string, publishedAt: Date | null): SitemapEntry => ({
      paths: Object.fromEntries(LOCALES.map((locale) => [locale, path])),
      lastModified: publishedAt ?? undefined,
      changeFrequency: 'weekly',
      priority: 0.7,
    });
    return [
      ...sourceCodes.map((product) => entry(sourceCodePath(product.slug), product.publishedAt)),
      ...accounts.map((product) => entry(accountPath(product.slug), product.publishedAt)),
    ];
  },
};
