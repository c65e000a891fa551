import { Button, Input, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { LoadStateView } from '@/components/load-state-view';
import { useLoad } from '@/hooks/use-load';
import { useErrorMessage } from '@/hooks/use-error-message';
import { toApiError } from '@/lib/api/api-error';
import { HIDE_REASON_MAX, HIDE_REASON_MIN } from '@/lib/reviews/review-limits';
import type { AdminReview } from '@/lib/reviews/review-types';
import { adminApi } from '../../admin-api';
import styles from './course-editor.module.scss';

/**
 * A course's reviews in the back office (issue 24): every one, hidden ones included, with
 * "Hide" (a reason is required; the author is mailed it) and "Show again". Each change is
 * audited by the API and regenerates the course's public pages.
 */
export function CourseReviewsTab({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const reasonId = useId();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reviews = useLoad(() => adminApi.courseReviews(courseId, page), `admin-reviews:${courseId}:${page}:${version}`);

  const moderate = async (review: AdminReview, body: { hidden: true; reason: string } | { hidden: false }) => {
    setBusy(true);
    try {
      await adminApi.moderateReview(review.id, body);
      setHiding(null);
      setVersion((n) => n + 1);
    } catch (error) {
      const apiError = toApiError(error);
      setReasonError(apiError.fields?.reason ?? errorMessage(apiError.error_code, t('reviews.failed')));
    } finally {
      setBusy(false);
    }
  };
  const confirmHide = () => {
    if (!hiding) return;
    const trimmed = reason.trim();
    if (trimmed.length < HIDE_REASON_MIN) {
      setReasonError(t('reviews.reasonRequired', { min: HIDE_REASON_MIN }));
      return;
    }
    void moderate(hiding, { hidden: true, reason: trimmed });
  };

  const columns: TableColumnsType<AdminReview> = [
    { title: t('reviews.rating'), dataIndex: 'rating', width: 80, render: (rating: number) => `${rating} ★` },
    {
      title: t('reviews.review'),
      key: 'body',
      render: (_, review) => (
        <>
          <p className={styles.reviewBody}>{review.body || '—'}</p>
          {review.hidden && (
            <p className={styles.muted}>
              <Tag>{t('reviews.hidden')}</Tag> {review.hidden_reason}
            </p>
          )}
        </>
      ),
    },
    {
      title: t('reviews.author'),
      key: 'author',
      width: 220,
      render: (_, review) => (
        <>
          {review.author.name}
          <br />
          <span className={styles.muted}>{review.author.email}</span>
        </>
      ),
    },
    { title: t('reviews.language'), dataIndex: 'language', width: 90, render: (code: string) => code.toUpperCase() },
    { title: t('reviews.helpful'), dataIndex: 'helpful_count', width: 90 },
    {
      title: t('reviews.actions'),
      key: 'actions',
      width: 140,
      render: (_, review) =>
        review.hidden ? (
          <Button loading={busy} onClick={() => void moderate(review, { hidden: false })}>
            {t('reviews.unhide')}
          </Button>
        ) : (
          <Button
            danger
            onClick={() => {
              setHiding(review);
              setReason('');
              setReasonError(null);
            }}
          >
            {t('reviews.hide')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <LoadStateView state={reviews} isEmpty={(data) => data.data.length === 0} empty={t('reviews.empty')}>
        {(data) => (
          <Table<AdminReview>
            rowKey="id"
            columns={columns}
            dataSource={data.data}
            pagination={{
              current: data.page,
              total: data.total_page * 20,
              pageSize: 20,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
        )}
      </LoadStateView>
      <Modal
        open={hiding !== null}
        title={t('reviews.hideTitle')}
        okText={t('reviews.hide')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={confirmHide}
        onCancel={() => setHiding(null)}
      >
        <p>{t('reviews.hideHelp')}</p>
        <label htmlFor={reasonId}>{t('reviews.reason')}</label>
        <Input.TextArea
          id={reasonId}
          value={reason}
          maxLength={HIDE_REASON_MAX}
          rows={3}
          status={reasonError ? 'error' : undefined}
          aria-invalid={reasonError !== null}
          aria-describedby={reasonError ? `${reasonId}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonError && (
          <p id={`${reasonId}-error`} role="alert" className={styles.error}>
            {reasonError}
          </p>
        )}
      </Modal>
    </>
  );
}
