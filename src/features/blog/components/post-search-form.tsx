import { useTranslation } from 'next-i18next/pages';
import { useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/hooks/use-typed-before-hydration';
import styles from './post-list.module.scss';

interface PostSearchFormProps {
  keyword: string;
  onSearch: (keyword: string) => void;
}

/** The blog's search box: submits the keyword (title and description are searched). */
export function PostSearchForm({ keyword, onSearch }: PostSearchFormProps) {
  const { t } = useTranslation('blog');
  // The input follows the URL (back/forward) until the visitor types.
  const [draft, setDraft] = useState<{ from: string; value: string }>({ from: keyword, value: keyword });
  const value = draft.from === keyword ? draft.value : keyword;
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(
    () => formRef.current,
    (typed) => {
      if (typed.keyword !== undefined) setDraft({ from: keyword, value: typed.keyword });
    },
  );

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
        onChange={(event) => setDraft({ from: keyword, value: event.target.value })}
        placeholder={t('posts.searchPlaceholder')}
        className={styles.searchInput}
      />
      <button type="submit" className={styles.searchButton}>
        {t('posts.search')}
      </button>
    </form>
  );
}
