import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import type { AdminPostListItem, PostTaxonomy } from '@/lib/admin/admin-post-types';
import { POST_STATUSES } from '@/lib/admin/post-editor';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminPostPath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import styles from '../admin-table.module.scss';
import { NewPostDialog } from './new-post-dialog';
import { PostStatusTag } from './post-status-tag';

export interface PostListViewProps {
  posts: AdminPostListItem[];
  categories: PostTaxonomy[];
  authors: { id: string; name: string }[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/** /admin/posts: every post, last changed first, searched and filtered on the server (the state in the URL). */
export function PostListView({ posts, categories, authors, page, totalPage, pageSize }: PostListViewProps) {
  const { t, i18n } = useTranslation('admin');
  const { query, update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [creating, setCreating] = useState(false);
  const nameOf = (item: PostTaxonomy) => (i18n.language === 'vi' ? item.name_vi : item.name_en);
  const languageName = (language: string) => t(language === 'en' ? 'common.english' : 'common.vietnamese');

  return (
    <AdminShell
      title={t('posts.title')}
      crumbs={[{ label: t('posts.title') }]}
      actions={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('posts.new')}
        </Button>
      }
    >
      <AdminFilters name="post-filters" keys={['q', 'status', 'language', 'category', 'author']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('posts.searchPlaceholder')} allowClear className={styles.wide} />
        </Form.Item>
        <Form.Item name="status" label={t('posts.statusLabel')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={POST_STATUSES.map((status) => ({ value: status, label: t(`posts.status.${status}`) }))}
          />
        </Form.Item>
        <Form.Item name="language" label={t('posts.language')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={['en', 'vi'].map((language) => ({ value: language, label: languageName(language) }))}
          />
        </Form.Item>
        <Form.Item name="category" label={t('posts.fields.category')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={categories.map((category) => ({ value: String(category.id), label: nameOf(category) }))}
          />
        </Form.Item>
        <Form.Item name="author" label={t('posts.author')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={authors.map((author) => ({ value: author.id, label: author.name }))}
          />
        </Form.Item>
      </AdminFilters>
      <Table<AdminPostListItem>
        rowKey="id"
        loading={loading}
        dataSource={posts}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <span className={styles.muted}>
              {Object.keys(query).length > 0 ? t('common.noMatch') : t('posts.empty')}
            </span>
          ),
        }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          {
            key: 'title',
            title: t('posts.fields.title'),
            render: (_, post) => (
              <span className={styles.titleCell}>
                {post.translations.map((translation) => (
                  <Link key={translation.language} href={adminPostPath(post.id)} lang={translation.language}>
                    {translation.title}
                  </Link>
                ))}
              </span>
            ),
          },
          {
            key: 'languages',
            title: t('posts.languages'),
            render: (_, post) => post.translations.map((translation) => languageName(translation.language)).join(', '),
          },
          {
            key: 'status',
            title: t('posts.statusLabel'),
            render: (_, post) => (
              <span className={styles.titleCell}>
                <PostStatusTag status={post.status} />
                {post.published_at && post.status !== 'draft' && (
                  <span className={styles.muted}>{formatTime(post.published_at)}</span>
                )}
              </span>
            ),
          },
          { key: 'category', title: t('posts.fields.category'), render: (_, post) => nameOf(post.category) },
          {
            key: 'author',
            title: t('posts.author'),
            render: (_, post) => post.author?.name ?? <span className={styles.muted}>{t('posts.noAuthor')}</span>,
          },
          { key: 'updated', title: t('posts.updated'), render: (_, post) => formatTime(post.updated_at) },
        ]}
      />
      <NewPostDialog open={creating} onClose={() => setCreating(false)} />
    </AdminShell>
  );
}
