import { useTranslation } from 'next-i18next/pages';
import type { FormEvent } from 'react';
import { useKeywordDraft } from '@/hooks/use-keyword-draft';
import styles from './post-list.module.scss';

interface PostSearchFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The blog's search box: submits the keyword (title and description are searched). */
export function PostSearchForm({ keyword, onSearch }: PostSearchFormProps) {
  const { t } = useTranslation('blog');
  const { value, change, formRef } = useKeywordDraft(keyword);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <form ref={formRef} role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="post-search" className="visually-hidden">
        {t('posts.searchLabel')}
      </label>
      <input
        id="post-search"
        type="search"
        name="keyword"
        maxLength={100}
        value={value}
        onChange={(event) => change(event.target.value)}
        placeholder={t('posts.searchPlaceholder')}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        {t('posts.search')}
      </button>
    </form>
  );
}
