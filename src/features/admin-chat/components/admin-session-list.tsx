import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { ADMIN_CHAT_ASSIGNED_FILTERS, type AdminChatAssignedFilter } from '@/lib/chat/chat-tools';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import type { AdminChatFilter } from '../admin-chat-api';
import type { AdminChatList } from '../use-admin-chat-list';
import { AdminSessionItem } from './admin-session-item';
import styles from './admin-chat.module.scss';

const FILTERS: AdminChatFilter[] = ['active', 'closed', 'all'];

interface AdminSessionListProps {
  filter: AdminChatFilter;
  onFilterChange: (filter: AdminChatFilter) => void;
  assigned?: AdminChatAssignedFilter;
  onAssignedChange?: (assigned: AdminChatAssignedFilter) => void;
  /** The search words in force, and a new search (its words; '' clears it). */
  search?: string;
  onSearch?: (words: string) => void;
  page: number;
  onPageChange: (page: number) => void;
  list: AdminChatList;
  selectedId: string | null;
  onSelect: (item: AdminChatItem) => void;
}

/**
 * The conversations: a search in past ones (contact and message words), the status filter
 * (active by default, spec §9) and whose they are (mine, nobody's, all), the list, its pages.
 */
export function AdminSessionList({
  filter,
  onFilterChange,
  assigned = 'all',
  onAssignedChange = () => {},
  search = '',
  onSearch = () => {},
  page,
  onPageChange,
  list,
  selectedId,
  onSelect,
}: AdminSessionListProps) {
  const { t } = useTranslation('chat');
  const { t: tAdmin } = useTranslation('admin');
  const [words, setWords] = useState(search);
  return (
    <section className={styles.sessions} aria-label={t('admin.list.label')}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(words.trim());
        }}
      >
        <label htmlFor="admin-chat-search" className="visually-hidden">
          {tAdmin('chatTools.search.label')}
        </label>
        <input
          id="admin-chat-search"
          type="search"
          value={words}
          placeholder={tAdmin('chatTools.search.placeholder')}
          maxLength={200}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          {tAdmin('chatTools.search.submit')}
        </button>
      </form>
      {search && (
        <p className={styles.info}>
          {tAdmin('chatTools.search.results', { words: search })}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setWords('');
              onSearch('');
            }}
          >
            {tAdmin('chatTools.search.clear')}
          </button>
        </p>
      )}
      <fieldset className={styles.filter}>
        <legend>{tAdmin('chatTools.assigned.label')}</legend>
        {ADMIN_CHAT_ASSIGNED_FILTERS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="chat-assigned"
              value={value}
              checked={assigned === value}
              onChange={() => onAssignedChange(value)}
            />
            {tAdmin(`chatTools.assigned.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.filter}>
        <legend>{t('admin.filter.label')}</legend>
        {FILTERS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="chat-status"
              value={value}
              checked={filter === value}
              onChange={() => onFilterChange(value)}
            />
            {t(`admin.filter.${value}`)}
          </label>
        ))}
      </fieldset>

      {list.status === 'failed' && !list.stale ? (
        <div role="alert" className={styles.state}>
          <p>{t('common:loadFailed')}</p>
          <button type="button" className={styles.button} onClick={list.reload}>
            {t('common:retry')}
          </button>
        </div>
      ) : list.status === 'loading' ? (
        <p role="status" className={styles.state}>
          {t('common:loading')}
        </p>
      ) : list.items.length === 0 ? (
        <p className={styles.state}>{t('admin.list.empty')}</p>
      ) : (
        <ul className={styles.sessionList}>
          {list.items.map((item) => (
            <AdminSessionItem
              key={item.sessionId}
              item={item}
              selected={item.sessionId === selectedId}
              onSelect={() => onSelect(item)}
            />
          ))}
        </ul>
      )}
      {list.stale && <p className={styles.note}>{t('admin.list.refreshFailed')}</p>}

      {list.totalPage > 1 && (
        <div className={styles.pager}>
          <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('admin.list.previous')}
          </button>
          <span>{t('admin.list.page', { page, total: list.totalPage })}</span>
          <button
            type="button"
            className={styles.button}
            disabled={page >= list.totalPage}
            onClick={() => onPageChange(page + 1)}
          >
            {t('admin.list.next')}
          </button>
        </div>
      )}
    </section>
  );
}
