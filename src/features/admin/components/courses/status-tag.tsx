import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { AdminCourse } from '@/lib/admin/admin-course-types';
import tags from '../tags.module.scss';

const CLASSES = { draft: undefined, published: tags.positive, archived: tags.warning } as const;

/** A course's (or quiz's) state as a coloured label. */
export function StatusTag({ status }: { status: AdminCourse['status'] }) {
  const { t } = useTranslation('admin');
  return <Tag className={CLASSES[status]}>{t(`status.${status}`)}</Tag>;
}
