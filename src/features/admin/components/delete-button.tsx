import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'next-i18next/pages';

interface DeleteButtonProps {
  /** What the confirmation asks (what goes, and what follows). */
  question: string;
  onConfirm: () => unknown;
  /** Names the record to screen readers where several rows each have one ("Delete Clinic booking"). */
  label?: string;
  size?: 'small';
  /** `loading` on an editor's one record; `disabled` on a list's rows while another write runs. */
  loading?: boolean;
  disabled?: boolean;
}

/** The back office's Delete: nothing is sent until the confirmation is answered. */
export function DeleteButton({ question, onConfirm, label, size, loading, disabled }: DeleteButtonProps) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm title={question} okText={t('common.delete')} cancelText={t('common.cancel')} onConfirm={onConfirm}>
      <Button size={size} danger loading={loading} disabled={disabled} aria-label={label}>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
