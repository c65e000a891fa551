import { Button, Radio } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { LOCALES, type Locale } from '@/lib/locales';
import { adminApi, type IssueTexts } from '../../admin-api';
import styles from './newsletter.module.scss';

/**
 * The mail's body rendered by the server, with the very function the queue uses, so the
 * preview is what readers get; shown in a sandboxed frame (no script, no access to the
 * page), as a mail client would keep it apart.
 */
function framed(html: string, language: Locale): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><style>body{margin:16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f1f1f}a{color:#1f5eff}img{max-width:100%}</style></head><body>${html}</body></html>`;
}

export function IssuePreviewPanel({ texts }: { texts: IssueTexts }) {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<Locale>('en');
  const [preview, setPreview] = useState<{ language: Locale; html: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const languageName = (code: Locale) => t(code === 'en' ? 'common.english' : 'common.vietnamese');
  const markdown = texts.body_markdown[language];

  const show = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setPreview({ language, html: (await adminApi.previewIssue(markdown)).html });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="issue-preview">
      <h2 id="issue-preview">{t('newsletter.editor.preview')}</h2>
      <div className={styles.toolbar}>
        <Radio.Group
          aria-label={t('newsletter.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
          options={LOCALES.map((code) => ({ value: code, label: languageName(code) }))}
          optionType="button"
        />
        <Button onClick={() => void show()} loading={loading} disabled={markdown.trim() === ''}>
          {t('newsletter.editor.previewLanguage', { language: languageName(language) })}
        </Button>
      </div>
      {markdown.trim() === '' && <p className={styles.muted}>{t('newsletter.editor.previewEmpty')}</p>}
      {failed && <FormAlert message={t('newsletter.editor.previewFailed')} />}
      {preview && (
        <iframe
          className={styles.preview}
          title={t('newsletter.editor.previewTitle', { language: languageName(preview.language) })}
          sandbox=""
          srcDoc={framed(preview.html, preview.language)}
        />
      )}
    </section>
  );
}
