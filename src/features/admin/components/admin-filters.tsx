import { Button, Form } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { useUrlQuery } from '../hooks/use-url-query';
import styles from './admin-table.module.scss';

interface AdminFiltersProps<Values> {
  /** Unique on the page: antd derives the fields' ids, which their labels point at, from it. */
  name: string;
  /** The query parameters these filters set: Reset clears them all. */
  keys: readonly string[];
  /** The form's values for the URL's query, when a field's value is not the query's string. */
  valuesOf?: (query: Record<string, string>) => Values;
  /** The filter fields (antd Form.Items named after their query parameters). */
  children: ReactNode;
}

/**
 * A back-office table's filters: a row of fields whose values go to the URL on Search (the
 * server renders the table for them), and Reset, which clears them. The form starts over
 * from the URL whenever it changes, so Back and a shared link show the same filters.
 */
export function AdminFilters<Values extends object = Record<string, string>>({
  name,
  keys,
  valuesOf,
  children,
}: AdminFiltersProps<Values>) {
  const { t } = useTranslation('admin');
  const { query, update } = useUrlQuery();
  return (
    <Form<Values>
      name={name}
      layout="inline"
      className={styles.filters}
      initialValues={valuesOf ? valuesOf(query) : (query as Values)}
      key={JSON.stringify(query)}
      onFinish={(values) => update(values as Record<string, string | number | undefined>)}
    >
      {children}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={() => update(Object.fromEntries(keys.map((key) => [key, ''])))}>{t('common.reset')}</Button>
      </Form.Item>
    </Form>
  );
}

/** The pager of a table paged on the server: `page` of `totalPage`, each `pageSize` rows. */
export function serverPagination(
  { page, pageSize, totalPage }: { page: number; pageSize: number; totalPage: number },
  onPage?: (page: number) => void,
) {
  return { current: page, pageSize, total: totalPage * pageSize, showSizeChanger: false, onChange: onPage };
}
