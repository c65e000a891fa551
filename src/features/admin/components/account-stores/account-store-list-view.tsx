import { Button, Form, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type {
  AdminAccountProduct,
  AdminAccountVariant,
  AdminAccountVariantUpdate,
  StockCounts,
} from '@/lib/admin/admin-stock-types';
import { ACCOUNT_STORE_TYPES } from '@/lib/commerce/product-types';
import { formatCurrency } from '@/lib/format/currency';
import { localePath, toLocale } from '@/lib/locales';
import { accountPath } from '@/lib/routes';
import { adminAccountStorePath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import { ProductTitleCell } from '../product-title-cell';
import styles from '../admin-table.module.scss';
import tags from '../tags.module.scss';
import { StockImportModal } from './stock-import-modal';
import { VariantEditModal } from './variant-edit-modal';

export interface AccountStoreListViewProps {
  products: AdminAccountProduct[];
  page: number;
  totalPage: number;
  pageSize: number;
}

interface ImportTarget {
  product: AdminAccountProduct;
  variant: AdminAccountVariant;
}

/**
 * /admin/account-stores: the account store's products, searched and paged on the server (the
 * state in the URL), each opening onto its variants' stock and an "Add stock" dialog per variant.
 */
export function AccountStoreListView({ products, page, totalPage, pageSize }: AccountStoreListViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const { query, update, loading } = useUrlQuery();
  const router = useRouter();
  const [target, setTarget] = useState<ImportTarget | null>(null);
  const [importing, setImporting] = useState(false);
  // The counts an import answered, shown until the server renders the page again (a new
  // `products` holds them, and whatever else changed since).
  const [imported, setImported] = useState({ of: products, stock: {} as Record<number, StockCounts> });
  const stockOf = (variant: AdminAccountVariant) =>
    (imported.of === products ? imported.stock[variant.id] : undefined) ?? variant.stock;
  const stockImported = (variantId: number, stock: StockCounts) =>
    setImported((previous) => ({
      of: products,
      stock: { ...(previous.of === products ? previous.stock : {}), [variantId]: stock },
    }));
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  // Edits saved here, shown until the server renders the page again (like the imports' counts).
  const [editing, setEditing] = useState<AdminAccountVariant | null>(null);
  const [edited, setEdited] = useState({ of: products, variants: {} as Record<number, AdminAccountVariantUpdate> });
  const current = (variant: AdminAccountVariant): AdminAccountVariant => ({
    ...variant,
    ...(edited.of === products ? edited.variants[variant.id] : undefined),
  });

  const variantTable = (product: AdminAccountProduct) => (
    <Table<AdminAccountVariant>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={product.variants.map(current)}
      locale={{ emptyText: t('accountStores.noVariants') }}
      columns={[
        { key: 'label', title: t('accountStores.variant'), render: (_, variant) => variant.label[language] },
        { key: 'price', title: t('accountStores.price'), render: (_, variant) => formatCurrency(variant.price_vnd) },
        { key: 'active', title: t('accountStores.active'), render: (_, variant) => yesNo(variant.is_active) },
        { key: 'available', title: t('accountStores.available'), render: (_, variant) => stockOf(variant).available },
        { key: 'reserved', title: t('accountStores.reserved'), render: (_, variant) => stockOf(variant).reserved },
        { key: 'delivered', title: t('accountStores.delivered'), render: (_, variant) => stockOf(variant).delivered },
        {
          key: 'threshold',
          title: t('accountStores.lowStockAt'),
          render: (_, variant) =>
            variant.low_stock_threshold === null ? (
              t('accountStores.noThreshold')
            ) : (
              <>
                {variant.low_stock_threshold}
                {stockOf(variant).available <= variant.low_stock_threshold && (
                  <Tag className={tags.warning}>{t('accountStores.low')}</Tag>
                )}
              </>
            ),
        },
        {
          key: 'actions',
          title: t('common.actions'),
          render: (_, variant) => (
            <span className={styles.actions}>
              <Button
                size="small"
                aria-label={t('accountStores.editVariantFor', { variant: variant.label[language] })}
                onClick={() => setEditing(variant)}
              >
                {t('common.edit')}
              </Button>
              <Button
                size="small"
                aria-label={t('accountStores.addStockFor', { variant: variant.label[language] })}
                onClick={() => {
                  setTarget({ product, variant });
                  setImporting(true);
                }}
              >
                {t('accountStores.addStock')}
              </Button>
            </span>
          ),
        },
      ]}
    />
  );

  return (
    <AdminShell
      title={t('accountStores.title')}
      crumbs={[{ label: t('accountStores.title') }]}
      actions={
        <Button type="primary" onClick={() => void router.push(adminAccountStorePath('new'))}>
          {t('accountStores.newProduct')}
        </Button>
      }
    >
      <AdminFilters name="account-store-filters" keys={['q', 'type']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('accountStores.searchPlaceholder')} allowClear />
        </Form.Item>
        <Form.Item name="type" label={t('accountStores.type')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={ACCOUNT_STORE_TYPES.map((type) => ({ value: type, label: t(`accountStores.types.${type}`) }))}
          />
        </Form.Item>
      </AdminFilters>
      <Table<AdminAccountProduct>
        rowKey="id"
        loading={loading}
        dataSource={products}
        locale={{ emptyText: Object.keys(query).length > 0 ? t('common.noMatch') : t('common.empty') }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        expandable={{
          columnTitle: <span className="visually-hidden">{t('accountStores.variants')}</span>,
          expandedRowRender: variantTable,
        }}
        columns={[
          {
            key: 'title',
            title: t('accountStores.product'),
            render: (_, product) => (
              <ProductTitleCell
                title={product.title[language]}
                slug={product.slug}
                publicHref={product.published ? localePath(language, accountPath(product.slug)) : null}
              />
            ),
          },
          {
            key: 'type',
            title: t('accountStores.type'),
            render: (_, product) => t(`accountStores.types.${product.type}`),
          },
          {
            key: 'delivery',
            title: t('accountStores.deliveryKind'),
            render: (_, product) => t(`accountStores.delivery.${product.delivery_kind}`),
          },
          { key: 'published', title: t('accountStores.published'), render: (_, product) => yesNo(product.published) },
          { key: 'variants', title: t('accountStores.variants'), render: (_, product) => product.variants.length },
          {
            key: 'available',
            title: t('accountStores.available'),
            render: (_, product) => product.variants.reduce((sum, variant) => sum + stockOf(variant).available, 0),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, product) => (
              <Link
                href={adminAccountStorePath(product.id)}
                aria-label={t('accountStores.editProductFor', { product: product.title[language] })}
              >
                {t('common.edit')}
              </Link>
            ),
          },
        ]}
      />
      {target && (
        <StockImportModal
          // A variant's own dialog: a reply still on its way for another one never shows here.
          key={target.variant.id}
          open={importing}
          product={target.product}
          variant={target.variant}
          onClose={() => setImporting(false)}
          onImported={(stock) => stockImported(target.variant.id, stock)}
        />
      )}
      <VariantEditModal
        variant={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEdited((previous) => ({
            of: products,
            variants: { ...(previous.of === products ? previous.variants : {}), [saved.id]: saved },
          }));
          setEditing(null);
        }}
      />
    </AdminShell>
  );
}
