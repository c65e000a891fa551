import { Modal } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminOrder, RevealedStock } from '@/lib/admin/admin-order-types';
import { toLocale } from '@/lib/locales';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import styles from './orders.module.scss';

interface RevealStockModalProps {
  open: boolean;
  order: Pick<AdminOrder, 'id' | 'code' | 'lines'>;
  onClose: () => void;
  /** Told once the items were shown: the page then offers no second reveal. */
  onRevealed: () => void;
}

/**
 * "Reveal delivered items": first a warning (once per order, recorded with your name), then
 * the codes or logins the order handed over, shown until the dialog is closed. Support needs
 * them when a buyer says a code does not work; stock for sale is never shown.
 */
export function RevealStockModal({ open, order, onClose, onRevealed }: RevealStockModalProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const showErrors = useAdminFormErrors();
  const [revealed, setRevealed] = useState<RevealedStock | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const reveal = async () => {
    setSending(true);
    setFailure(null);
    try {
      setRevealed(await adminApi.revealStock(order.id));
      onRevealed();
    } catch (error) {
      setFailure(showErrors(error, null, []));
    } finally {
      setSending(false);
    }
  };
  const close = () => {
    // The items leave the page with the dialog.
    setRevealed(null);
    setFailure(null);
    onClose();
  };
  const titleOf = (lineId: number) => order.lines.find((line) => line.id === lineId)?.title[language] ?? '';

  return (
    <Modal
      open={open}
      title={t('orders.reveal.title', { code: order.code })}
      onCancel={close}
      onOk={revealed ? close : reveal}
      okText={revealed ? t('orders.reveal.close') : t('orders.reveal.confirm')}
      okButtonProps={{ loading: sending, danger: !revealed }}
      cancelButtonProps={revealed ? { style: { display: 'none' } } : undefined}
      destroyOnHidden
    >
      {!revealed ? (
        <p className={styles.help}>{t('orders.reveal.help')}</p>
      ) : (
        <div className={styles.revealed}>
          {revealed.lines.map((line) => (
            <section key={line.line_id} aria-label={titleOf(line.line_id)}>
              <h3>{titleOf(line.line_id)}</h3>
              <ul>
                {line.items.map((fields, index) => (
                  <li key={index}>
                    {fields ? (
                      <dl>
                        {fields.map((field) => (
                          <div key={field.name}>
                            <dt>{t(`orders.reveal.fields.${field.name}`)}</dt>
                            <dd>
                              <code>{field.value}</code>
                            </dd>
                          </div>
                        ))}
                      </dl>
                    ) : (
                      t('orders.reveal.unreadable')
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <FormAlert message={failure} />
    </Modal>
  );
}
