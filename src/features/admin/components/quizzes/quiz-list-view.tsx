import { Button, Form, Input, Select, Table } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import type { AdminQuizListItem } from '@/lib/admin/admin-quiz-types';
import { toLocale } from '@/lib/locales';
import { adminCoursePath, adminQuizPath } from '../../admin-routes';
import { useUrlQuery } from '../../hooks/use-url-query';
import { AdminFilters, serverPagination } from '../admin-filters';
import { AdminShell } from '../admin-shell';
import styles from '../admin-table.module.scss';
import { NewQuizModal, type CourseChoice } from './new-quiz-modal';

export interface QuizListViewProps {
  quizzes: AdminQuizListItem[];
  courses: CourseChoice[];
  page: number;
  totalPage: number;
  pageSize: number;
}

/** /admin/quizzes: every quiz by course, searched and paged on the server (the state in the URL). */
export function QuizListView({ quizzes, courses, page, totalPage, pageSize }: QuizListViewProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const { query, update, loading } = useUrlQuery();
  const [creating, setCreating] = useState(false);

  return (
    <AdminShell
      title={t('quizzes.title')}
      crumbs={[{ label: t('quizzes.title') }]}
      actions={
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('quizzes.new')}
        </Button>
      }
    >
      <AdminFilters
        name="quiz-filters"
        keys={['q', 'course_id']}
        valuesOf={(filters) => ({ ...filters, course_id: filters.course_id ? Number(filters.course_id) : undefined })}
      >
        <Form.Item name="q" label={t('common.search')}>
          <Input placeholder={t('quizzes.searchPlaceholder')} allowClear />
        </Form.Item>
        <Form.Item name="course_id" label={t('quizzes.course')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            className={styles.wide}
            placeholder={t('quizzes.allCourses')}
            options={courses.map((course) => ({ value: course.id, label: course.title[language] }))}
          />
        </Form.Item>
      </AdminFilters>
      <Table<AdminQuizListItem>
        rowKey="id"
        loading={loading}
        dataSource={quizzes}
        locale={{ emptyText: Object.keys(query).length > 0 ? t('common.noMatch') : t('common.empty') }}
        pagination={serverPagination({ page, pageSize, totalPage }, (next) => update({ page: next }))}
        columns={[
          {
            key: 'title',
            title: t('quizzes.quiz'),
            render: (_, quiz) => <Link href={adminQuizPath(quiz.id)}>{quiz.title[language]}</Link>,
          },
          {
            key: 'course',
            title: t('quizzes.course'),
            render: (_, quiz) => <Link href={adminCoursePath(quiz.course.id)}>{quiz.course.title[language]}</Link>,
          },
          { key: 'group', title: t('quizzes.group'), render: (_, quiz) => quiz.group.name[language] },
          { key: 'questions', title: t('quizzes.questions'), dataIndex: 'question_count' },
          { key: 'attempts', title: t('quizzes.attempts'), dataIndex: 'attempt_count' },
        ]}
      />
      <NewQuizModal open={creating} onClose={() => setCreating(false)} courses={courses} />
    </AdminShell>
  );
}
