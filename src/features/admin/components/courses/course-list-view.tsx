import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import type { AdminCourseListItem } from '@/lib/admin/admin-course-types';
import { formatCurrency } from '@/lib/format/currency';
import { adminCoursePath } from '../../admin-routes';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import styles from '../admin-table.module.scss';
import { NewCourseModal } from './new-course-modal';
import { StatusTag } from './status-tag';

export interface CourseListViewProps {
  courses: AdminCourseListItem[];
  page: number;
  totalPage: number;
  pageSize: number;
}

const SORTABLE = { title: 'title', price_vnd: 'price', enrolment_count: 'learners', updated_at: 'updated' } as const;

/** /admin/courses: every course, searched, filtered, sorted and paged on the server (the state in the URL). */
export function CourseListView({ courses, page, totalPage, pageSize }: CourseListViewProps) {
  const { t, i18n } = useTranslation('admin');
  const { query, update, loading } = useUrlQuery();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [creating, setCreating] = useState(false);
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const sortOrder = (column: string) =>
    query.sort === column ? (query.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  return (
    <AdminShell
      title={t('courses.title')}
      crumbs={[{ label: t('courses.title') }]}
      actions={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('courses.new')}
        </Button>
      }
    >
      <AdminFilters name="course-filters" keys={['q', 'status', 'level']}>
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('courses.searchPlaceholder')} allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('courses.status')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={(['draft', 'published', 'archived'] as const).map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="level" label={t('courses.level')}>
          <Select
            allowClear
            className={styles.select}
            placeholder={t('common.all')}
            options={(['beginner', 'intermediate', 'advanced'] as const).map((level) => ({
              value: level,
              label: t(`level.${level}`),
            }))}
          />
        </Form.Item>
      </AdminFilters>
      <Table<AdminCourseListItem>
        rowKey="id"
        loading={loading}
        dataSource={courses}
        locale={{ emptyText: Object.keys(query).length > 0 ? t('common.noMatch') : t('common.empty') }}
        pagination={serverPagination({ page, pageSize, totalPage })}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const column = one?.order ? SORTABLE[one.columnKey as keyof typeof SORTABLE] : undefined;
          const sortChanged =
            (column ?? '') !== (query.sort ?? '') || (one?.order === 'ascend') !== (query.order === 'asc');
          update({
            sort: column,
            order: column ? (one?.order === 'ascend' ? 'asc' : 'desc') : undefined,
            ...(sortChanged ? {} : { page: pagination.current }),
          });
        }}
        columns={[
          {
            key: 'title',
            title: t('courses.course'),
            sorter: true,
            sortOrder: sortOrder('title'),
            render: (_, course) => (
              <span className={styles.titleCell}>
                <Link href={adminCoursePath(course.id)}>{course.title[language]}</Link>
                <span className={styles.muted}>/{course.slug}</span>
              </span>
            ),
          },
          {
            key: 'status',
            title: t('courses.status'),
            render: (_, course) => <StatusTag status={course.status} />,
          },
          {
            key: 'price_vnd',
            title: t('courses.price'),
            sorter: true,
            sortOrder: sortOrder('price'),
            render: (_, course) => (course.price_vnd === 0 ? t('courses.free') : formatCurrency(course.price_vnd)),
          },
          {
            key: 'enrolment_count',
            title: t('courses.learners'),
            sorter: true,
            sortOrder: sortOrder('learners'),
            dataIndex: 'enrolment_count',
          },
          {
            key: 'updated_at',
            title: t('courses.updated'),
            sorter: true,
            sortOrder: sortOrder('updated'),
            render: (_, course) => formatTime(course.updated_at),
          },
        ]}
      />
      <NewCourseModal open={creating} onClose={() => setCreating(false)} />
    </AdminShell>
  );
}
