import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useRef, type FormEvent } from 'react';
import { LoadStateView } from '@/components/load-state-view';
import { Pagination } from '@/components/pagination';
import { SeoHead } from '@/components/seo-head';
import { chosenValues, useChosenBeforeHydration } from '@/hooks/use-chosen-before-hydration';
import { useKeywordDraft } from '@/hooks/use-keyword-draft';
import { useServerSearch } from '@/hooks/use-server-search';
import {
  NO_SOURCE_CODE_FILTERS,
  SOURCE_CODE_SORTS,
  sourceCodeSearchParams,
  type SourceCodeFilters,
} from '@/lib/commerce/source-code-filters';
import type { FilterGroup, SourceCodeSearchResult } from '@/lib/commerce/source-code-types';
import { toLocale } from '@/lib/locales';
import { ROUTES, sourceCodePath } from '@/lib/routes';
import { itemListJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, type SiteOriginProps } from '@/lib/seo/site-url';
import { SourceCodeCard } from './source-code-card';
import { serverListState } from '../server-list-state';
import styles from './commerce.module.scss';

export interface SourceCodeListPageProps extends SiteOriginProps {
  filters: SourceCodeFilters;
  /** Null when the list could not be read (the page answers 503), or has not been yet (`deferred`). */
  result: SourceCodeSearchResult | null;
  /** The page `next build` made without a database: the results are asked for on arrival. */
  deferred?: boolean;
}

/**
 * /source-codes: keyword, facets, price, sort and page, all in the URL; the results come
 * with the HTML — the plain list is a static page, a search is rendered per request.
 */
export function SourceCodeListPage({ filters, result, deferred = false, origin }: SourceCodeListPageProps) {
  const { t } = useTranslation('commerce');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const { shown, apply, loading } = useServerSearch({
    path: ROUTES.sourceCodes,
    filters,
    toQuery: sourceCodeSearchParams,
    deferred,
  });
  const state = serverListState(result, { deferred, loading, retry: () => void router.replace(router.asPath) });

  return (
    <>
      <SeoHead
        origin={origin}
        title={t('source.metaTitle')}
        description={t('source.metaDescription')}
        path={ROUTES.sourceCodes}
        jsonLd={
          result
            ? itemListJsonLd(
                result.items.map((item) => ({
                  name: item.title,
                  url: absoluteUrl(origin, locale, sourceCodePath(item.slug)),
                })),
              )
            : undefined
        }
      />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('source.title')}</h1>
          <p>{t('source.intro')}</p>
        </header>
        <div className={styles.layout}>
          <Facets groups={result?.groups ?? []} filters={shown} onChange={apply} />
          <div>
            <Toolbar filters={shown} onChange={apply} />
            <LoadStateView state={state} isEmpty={(page) => page.items.length === 0} empty={t('source.empty')}>
              {(page) => (
                <>
                  <ul className={`${styles.grid} ${loading ? styles.stale : ''}`}>
                    {page.items.map((item) => (
                      <li key={item.id}>
                        <SourceCodeCard item={item} />
                      </li>
                    ))}
                  </ul>
                  <Pagination
                    page={page.page}
                    totalPage={page.totalPage}
                    hrefOf={(n) => ({
                      pathname: ROUTES.sourceCodes,
                      query: sourceCodeSearchParams({ ...filters, page: n }),
                    })}
                  />
                </>
              )}
            </LoadStateView>
          </div>
        </div>
      </div>
    </>
  );
}

function Facets({
  groups,
  filters,
  onChange,
}: {
  groups: FilterGroup[];
  filters: SourceCodeFilters;
  onChange: (next: SourceCodeFilters) => void;
}) {
  const { t } = useTranslation('commerce');
  const toggle = (id: number, on: boolean) =>
    onChange({
      ...filters,
      page: 1,
      filterIds: on ? [...filters.filterIds, id] : filters.filterIds.filter((value) => value !== id),
    });
  const asideRef = useRef<HTMLElement>(null);
  useChosenBeforeHydration(
    () => asideRef.current,
    (aside) => onChange({ ...filters, page: 1, ...chosenFacets(aside) }),
  );
  return (
    <aside ref={asideRef} className={styles.filters} aria-label={t('source.filters')}>
      {groups.map((group) => (
        <fieldset key={group.id}>
          <legend>{group.name}</legend>
          {group.options.map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                name="filter"
                value={option.value}
                checked={filters.filterIds.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ))}
      <fieldset>
        <legend>{t('source.price')}</legend>
        {(['all', 'free', 'paid'] as const).map((price) => (
          <label key={price}>
            <input
              type="radio"
              name="price"
              value={price}
              checked={(filters.price ?? 'all') === price}
              onChange={() => onChange({ ...filters, page: 1, price: price === 'all' ? null : price })}
            />
            {t(`source.prices.${price}`)}
          </label>
        ))}
      </fieldset>
      {(filters.filterIds.length > 0 || filters.price || filters.keyword) && (
        <button type="button" className={styles.secondary} onClick={() => onChange(NO_SOURCE_CODE_FILTERS)}>
          {t('source.clear')}
        </button>
      )}
    </aside>
  );
}
/** The facets as the panel's inputs show them (their names and values are the filters'). */
function chosenFacets(aside: ParentNode): Pick<SourceCodeFilters, 'filterIds' | 'price'> {
  const [price] = chosenValues(aside, 'price');
  return {
    filterIds: chosenValues(aside, 'filter').map(Number),
    price: price === 'free' || price === 'paid' ? price : null,
  };
}

function Toolbar({ filters, onChange }: { filters: SourceCodeFilters; onChange: (next: SourceCodeFilters) => void }) {
  const { t } = useTranslation('commerce');
  const { value, change, formRef } = useKeywordDraft(filters.keyword ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, page: 1, keyword: value.trim() || null });
  };
  return (
    <div className={styles.toolbar}>
      <form ref={formRef} role="search" onSubmit={submit}>
        <input
          type="search"
          name="keyword"
          className={styles.input}
          aria-label={t('source.searchLabel')}
          placeholder={t('source.searchPlaceholder')}
          value={value}
          maxLength={100}
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" className={styles.primary}>
          {t('source.search')}
        </button>
      </form>
      <label>
        {t('source.sort')}{' '}
        <select
          className={styles.input}
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, page: 1, sort: event.target.value as SourceCodeFilters['sort'] })}
        >
          {SOURCE_CODE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`source.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
