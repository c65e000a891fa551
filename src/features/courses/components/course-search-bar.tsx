import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';
import { useKeywordDraft } from '@/hooks/use-keyword-draft';
import { COURSE_SORTS, type CourseFilters, type CourseSort } from '@/lib/catalog/course-filters';
import styles from './course-search.module.scss';

interface CourseSearchBarProps {
  filters: CourseFilters;
  onChange: (filters: CourseFilters) => void;
}

/** The keyword box (searched on Enter or the button) and the sort order (applied at once). */
export function CourseSearchBar({ filters, onChange }: CourseSearchBarProps) {
  const { t } = useTranslation('courses');
  const { value, change, formRef } = useKeywordDraft(filters.keyword ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, keyword: value.trim() || null, page: 1 });
  };

  return (
    <div className={styles.searchBar}>
      <form ref={formRef} role="search" className={styles.searchForm} onSubmit={submit}>
        <label htmlFor="course-keyword" className="visually-hidden">
          {t('list.searchLabel')}
        </label>
        <input
          id="course-keyword"
          type="search"
          name="keyword"
          maxLength={100}
          value={value}
          placeholder={t('list.searchPlaceholder')}
          onChange={(event) => change(event.target.value)}
          className={styles.searchInput}
        />
        <button type="submit" className={styles.searchButton}>
          {t('list.search')}
        </button>
      </form>
      <label className={styles.sort}>
        <span>{t('list.sort')}</span>
        <select
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as CourseSort, page: 1 })}
        >
          {COURSE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
