import { Button, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import type { AdminSourceCodeListItem, AdminSourceCodeVersions } from '@/lib/admin/admin-source-code-types';
import { toLocale } from '@/lib/locales';
import { useDateTimeFormat } from '@/hooks/use-date-time-format';
import { adminApi } from '../../admin-api';
import { useAdminFormErrors } from '../../hooks/use-admin-form-errors';
import { useAdminRules } from '../../hooks/use-admin-rules';
import { UploadField } from '../../uploads/upload-field';
import styles from './source-codes.module.scss';

interface VersionValues {
  upload_id: string;
  version: string;
  changelog: { en: string; vi: string };
}

const FIELDS = ['upload_id', 'version', 'changelog.en', 'changelog.vi'] as const;

interface VersionsModalProps {
  product: AdminSourceCodeListItem | null;
  onClose: () => void;
  /** A new version went out: the list shows it. */
  onPublished: (productId: number, version: string) => void;
}

/**
 * A product's versions, newest first, and the form for the next one: the archive (uploaded
 * with progress), its number and what changed in both languages. Publishing it makes it what
 * every buyer downloads and mails them.
 */
export function VersionsModal({ product, onClose, onPublished }: VersionsModalProps) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  return (
    <Modal
      open={product !== null}
      title={product ? t('sourceCodes.versionsTitle', { title: product.title[language] }) : ''}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {/* Keyed by the product: another product's dialog starts afresh. */}
      {product && <VersionsPanel key={product.id} product={product} onPublished={onPublished} />}
    </Modal>
  );
}

/** A product's version history and the form for its next version: in the list's dialog and on the product's page. */
export function VersionsPanel({
  product,
  onPublished,
}: {
  product: Pick<AdminSourceCodeListItem, 'id'>;
  onPublished: VersionsModalProps['onPublished'];
}) {
  const { t, i18n } = useTranslation('admin');
  const language = toLocale(i18n.language);
  const rules = useAdminRules();
  const showErrors = useAdminFormErrors();
  const formatTime = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const [form] = Form.useForm<VersionValues>();
  const [versions, setVersions] = useState<AdminSourceCodeVersions | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [archiveName, setArchiveName] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    adminApi.sourceCodeVersions(product.id).then(
      (reply) => current && setVersions(reply),
      (error: unknown) => current && setFailure(showErrors(error, null, [])),
    );
    return () => {
      current = false;
    };
    // Read once per product (the panel is keyed by it); showErrors changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id]);

  const submit = async (values: VersionValues) => {
    setSending(true);
    setFailure(null);
    setNotice(null);
    try {
      const reply = await adminApi.publishVersion(product.id, {
        upload_id: values.upload_id,
        version: values.version.trim(),
        changelog: { en: values.changelog.en.trim(), vi: values.changelog.vi.trim() },
      });
      setVersions(reply);
      onPublished(product.id, reply.current);
      form.resetFields();
      setArchiveName(null);
      setNotice(t('sourceCodes.publishedNotice', { version: reply.current }));
    } catch (error) {
      setFailure(showErrors(error, form, FIELDS));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <FormAlert message={notice} type="success" />
      <FormAlert message={failure} />
      <h2 className={styles.heading}>{t('sourceCodes.history')}</h2>
      {versions === null ? (
        failure ? null : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )
      ) : versions.versions.length === 0 ? (
        <p className={styles.muted}>{t('sourceCodes.noVersions', { version: versions.current })}</p>
      ) : (
        <ol className={styles.versions}>
          {versions.versions.map((version) => (
            <li key={version.id}>
              <strong>{version.version}</strong>{' '}
              <span className={styles.muted}>
                {formatTime(version.created_at)}
                {version.created_by && ` · ${version.created_by}`}
                {version.version === versions.current && ` · ${t('sourceCodes.current')}`}
              </span>
              <p className={styles.changelog}>{version.changelog[language]}</p>
            </li>
          ))}
        </ol>
      )}
      <h2 className={styles.heading}>{t('sourceCodes.newVersion')}</h2>
      <p className={styles.muted}>{t('sourceCodes.newVersionHelp')}</p>
      <Form<VersionValues> name="source-code-version" form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="upload_id"
          label={t('sourceCodes.archive')}
          rules={[{ required: true, message: t('sourceCodes.archiveRequired') }]}
          extra={archiveName ? t('sourceCodes.archiveReady', { name: archiveName }) : undefined}
        >
          <UploadField
            kind="archive"
            label={t('sourceCodes.uploadArchive')}
            onUploaded={(upload) => {
              form.setFieldValue('upload_id', upload.id);
              void form.validateFields(['upload_id']);
              setArchiveName(upload.original_name);
            }}
          />
        </Form.Item>
        <Form.Item name="version" label={t('sourceCodes.versionNumber')} rules={[rules.required, rules.max(32)]}>
          <Input placeholder="2.1.0" />
        </Form.Item>
        <Form.Item
          name={['changelog', 'en']}
          label={t('sourceCodes.changelogEn')}
          rules={[rules.required, rules.max(5000)]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name={['changelog', 'vi']}
          label={t('sourceCodes.changelogVi')}
          rules={[rules.required, rules.max(5000)]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('sourceCodes.publish')}
        </Button>
      </Form>
    </>
  );
}
