import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { PostStatusValue } from '@/lib/admin/post-editor';
import tags from '../tags.module.scss';

const CLASSES: Record<PostStatusValue, string | undefined> = {
  draft: undefined,
  scheduled: tags.warning,
  published: tags.positive,
  archived: undefined,
};

/** A post's status as a coloured label. */
export function PostStatusTag({ status }: { status: PostStatusValue }) {
  const { t } = useTranslation('admin');
  return <Tag className={CLASSES[status]}>{t(`posts.status.${status}`)}</Tag>;
}
