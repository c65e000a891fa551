import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminCourse } from '@/lib/admin/admin-course-types';

const COLOURS = { draft: 'default', published: 'green', archived: 'orange' } as const;

/** A course's (or quiz's) state as a coloured label. */
export function StatusTag({ status }: { status: AdminCourse['status'] }) {
  const { t } = useTranslation('admin');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
