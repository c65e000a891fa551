import { Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import type { IssueStatus, SubscriberStatus } from '@/lib/admin/newsletter';
import tags from '../tags.module.scss';

const SUBSCRIBER_CLASSES: Record<SubscriberStatus, string | undefined> = {
  pending: tags.warning,
  confirmed: tags.positive,
  unsubscribed: undefined,
};

const ISSUE_CLASSES: Record<IssueStatus, string | undefined> = {
  draft: undefined,
  sending: tags.warning,
  sent: tags.positive,
};

/** A subscriber's state, or an issue's, as a coloured label. */
export function NewsletterStatusTag(
  props: { kind: 'subscriber'; status: SubscriberStatus } | { kind: 'issue'; status: IssueStatus },
) {
  const { t } = useTranslation('admin');
  return props.kind === 'subscriber' ? (
    <Tag className={SUBSCRIBER_CLASSES[props.status]}>{t(`newsletter.subscriberStatus.${props.status}`)}</Tag>
  ) : (
    <Tag className={ISSUE_CLASSES[props.status]}>{t(`newsletter.issueStatus.${props.status}`)}</Tag>
  );
}
