import { Button, Form, Input, Space, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import type { AdminSourceCodeListItem } from '@/lib/admin/admin-source-code-types';
import { formatBytes } from '@/lib/format/bytes';
import { formatCurrency } from '@/lib/format/currency';
import { localePath, toLocale } from '@/lib/locales';
import { sourceCodePath } from '@/lib/routes';
import { adminSourceCodePath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import { ProductTitleCell } from '../product-title-cell';
import { NewSourceCodeModal } from './new-source-code-modal';
import { VersionsModal } from './versions-modal';

export interface SourceCodeListViewProps {
  products: AdminSourceCodeListItem[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/**
 * /admin/source-codes: the source-code products, searched and paged on the server, each with
 * the version buyers download now, a link to its editor and a "Versions" dialog to publish the
 * next one; "New product" starts a draft from its first archive.
 */
export function SourceCodeListView({ products, page, totalPage, pageSize }: SourceCodeListViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const { query, update, loading } = useUrlQuery();
  const [open, setOpen] = useState<AdminSourceCodeListItem | null>(null);
  const [creating, setCreating] = useState(false);
  // Versions published here, shown until the server renders the page again.
  const [published, setPublished] = useState({ of: products, versions: {} as Record<number, string> });
  const versionOf = (product: AdminSourceCodeListItem) =>
    (published.of === products ? published.versions[product.id] : undefined) ?? product.version;

  return (
    <AdminShell
      title={t('sourceCodes.title')}
      crumbs={[{ label: t('sourceCodes.title') }]}
      actions={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('sourceCodes.new')}
        </Button>
      }
    >
      <AdminFilters name="source-code-filters" keys={['q']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('sourceCodes.searchPlaceholder')} allowClear />
        </Form.Item>
      </AdminFilters>
      <Table<AdminSourceCodeListItem>
        rowKey="id"
        loading={loading}
        dataSource={products}
        locale={{ emptyText: Object.keys(query).length > 0 ? t('common.noMatch') : t('common.empty') }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          {
            key: 'title',
            title: t('sourceCodes.product'),
            render: (_, product) => (
              <ProductTitleCell
                title={product.title[language]}
                slug={product.slug}
                publicHref={product.published ? localePath(language, sourceCodePath(product.slug)) : null}
              />
            ),
          },
          { key: 'version', title: t('sourceCodes.version'), render: (_, product) => versionOf(product) },
          { key: 'price', title: t('sourceCodes.price'), render: (_, product) => formatCurrency(product.price_vnd) },
          {
            key: 'size',
            title: t('sourceCodes.size'),
            render: (_, product) => formatBytes(product.file_size_bytes, i18n.language),
          },
          {
            key: 'published',
            title: t('sourceCodes.published'),
            render: (_, product) => (product.published ? t('common.yes') : t('common.no')),
          },
          { key: 'sales', title: t('sourceCodes.sales'), render: (_, product) => product.sales_count },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, product) => (
              <Space size="small">
                <Link
                  href={adminSourceCodePath(product.id)}
                  aria-label={t('sourceCodes.editOf', { title: product.title[language] })}
                >
                  {t('common.edit')}
                </Link>
                <Button
                  size="small"
                  aria-label={t('sourceCodes.versionsOf', { title: product.title[language] })}
                  onClick={() => setOpen(product)}
                >
                  {t('sourceCodes.versions')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <NewSourceCodeModal open={creating} onClose={() => setCreating(false)} />
      <VersionsModal
        product={open}
        onClose={() => setOpen(null)}
        onPublished={(productId, version) =>
          setPublished((previous) => ({
            of: products,
            versions: { ...(previous.of === products ? previous.versions : {}), [productId]: version },
          }))
        }
      />
    </AdminShell>
  );
}
