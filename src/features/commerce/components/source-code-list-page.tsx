import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useRef, type FormEvent } from 'react';
import { LoadStateView } from '@/components/load-state-view';
import { Pagination } from '@/components/pagination';
import { chosenValues, useChosenBeforeHydration } from '@/hooks/use-chosen-before-hydration';
import { useLoad } from '@/hooks/use-load';
import { useKeywordDraft } from '@/hooks/use-keyword-draft';
import {
  NO_SOURCE_CODE_FILTERS,
  parseSourceCodeFilters,
  SOURCE_CODE_SORTS,
  sourceCodeSearchParams,
  type SourceCodeFilters,
} from '@/lib/commerce/source-code-filters';
import type { FilterGroup, SourceCodePage, SourceCodeSummary } from '@/lib/commerce/source-code-types';
import { ROUTES } from '@/lib/routes';
import { commerceApi } from '../lazy-commerce-api';
import { SourceCodeCard } from './source-code-card';
import styles from './commerce.module.scss';

export interface SourceCodeListPageProps {
  /** The facets and the first page of everything; null when they could not be read (the browser loads the list). */
  initial: { groups: FilterGroup[]; result: SourceCodePage } | null;
}

/**
 * /source-codes: the page is static (the first page of everything); a search in the URL —
 * keyword, facets, price, sort, page — is loaded by the browser, so links stay shareable.
 */
export function SourceCodeListPage({ initial }: SourceCodeListPageProps) {
  const { t } = useTranslation('commerce');
  const { t: tc } = useTranslation('common');
  const router = useRouter();
  const filters = router.isReady ? parseSourceCodeFilters(router.query) : NO_SOURCE_CODE_FILTERS;
  const params = sourceCodeSearchParams(filters);
  // A search in the URL, or a page built without its data, loads in the browser.
  const searching = Object.keys(params).length > 0 || initial === null;
  const search = useLoad<{ data: SourceCodeSummary[]; page: number; total_page: number } | null>(
    async () => (searching ? (await commerceApi()).searchSourceCodes({ ...params, page_size: '12' }) : null),
    JSON.stringify(params),
  );
  const apply = (next: SourceCodeFilters) =>
    void router.push({ pathname: ROUTES.sourceCodes, query: sourceCodeSearchParams(next) }, undefined, {
      shallow: true,
      scroll: false,
    });

  const staticPage = initial
    ? { data: initial.result.items, page: initial.result.page, total_page: initial.result.totalPage }
    : null;
  const shown = searching ? search : { ...search, status: 'ready' as const, data: staticPage };

  return (
    <>
      <Head>
        <title>{`${t('source.metaTitle')} | ${tc('brand')}`}</title>
        <meta name="description" content={t('source.metaDescription')} />
      </Head>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1>{t('source.title')}</h1>
          <p>{t('source.intro')}</p>
        </header>
        <div className={styles.layout}>
          <Facets groups={initial?.groups ?? []} filters={filters} onChange={apply} />
          <div>
            <Toolbar filters={filters} onChange={apply} />
            <LoadStateView
              state={shown}
              isEmpty={(page) => page === null || page.data.length === 0}
              empty={t('source.empty')}
            >
              {(page) =>
                page && (
                  <>
                    <ul className={styles.grid}>
                      {page.data.map((item) => (
                        <li key={item.id}>
                          <SourceCodeCard item={item} />
                        </li>
                      ))}
                    </ul>
                    <Pagination
                      page={page.page}
                      totalPage={page.total_page}
                      hrefOf={(n) => ({
                        pathname: ROUTES.sourceCodes,
                        query: sourceCodeSearchParams({ ...filters, page: n }),
                      })}
                    />
                  </>
                )
              }
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
