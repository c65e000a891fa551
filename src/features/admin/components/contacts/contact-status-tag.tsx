import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { ContactStatus } from '@/lib/admin/contact-inbox';
import tags from '../tags.module.scss';

const CLASSES: Record<ContactStatus, string | undefined> = {
  new: tags.warning,
  in_progress: undefined,
  answered: tags.positive,
  spam: undefined,
};

/** A contact message's state as a coloured label (an unread one stands out). */
export function ContactStatusTag({ status }: { status: ContactStatus }) {
  const { t } = useTranslation('admin');
  return <Tag className={CLASSES[status]}>{t(`contacts.status.${status}`)}</Tag>;
}
