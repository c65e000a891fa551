import { Button } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { MAX_SOURCE_CODE_SCREENSHOTS } from '@/lib/commerce/product-types';
import { uploadedImagePath } from '../../admin-routes';
import { UploadField } from '../../uploads/upload-field';
import styles from './source-codes.module.scss';

interface ScreenshotsFieldProps {
  /** Given by the Form.Item around it. */
  value?: string[];
  onChange?: (next: string[]) => void;
}

/**
 * A product's screenshots in display order: each one previewed, moved up or down, removed;
 * new ones uploaded at the end. A form control: the Form.Item around it holds the list.
 */
export function ScreenshotsField({ value = [], onChange }: ScreenshotsFieldProps) {
  const { t } = useTranslation('admin');
  const change = (next: string[]) => onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    change(next);
  };
  return (
    <div>
      {value.length === 0 ? (
        <p className={styles.muted}>{t('sourceCodes.noScreenshots')}</p>
      ) : (
        <ol className={styles.screenshots}>
          {value.map((path, index) => {
            const label = t('sourceCodes.screenshotN', { n: index + 1 });
            return (
              <li key={`${index}-${path}`}>
                {/* The stored image as it is (no optimiser): the back office shows what was uploaded. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={path} alt={label} width={160} height={90} />
                <span className={styles.screenshotActions}>
                  <Button
                    size="small"
                    disabled={index === 0}
                    aria-label={t('sourceCodes.moveScreenshotUp', { n: index + 1 })}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={index === value.length - 1}
                    aria-label={t('sourceCodes.moveScreenshotDown', { n: index + 1 })}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={t('sourceCodes.removeScreenshot', { n: index + 1 })}
                    onClick={() => change(value.filter((_, position) => position !== index))}
                  >
                    {t('sourceCodes.remove')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {value.length < MAX_SOURCE_CODE_SCREENSHOTS ? (
        <UploadField
          kind="image"
          label={t('sourceCodes.addScreenshot')}
          onUploaded={(upload) => change([...value, uploadedImagePath(upload.id)])}
        />
      ) : (
        <p className={styles.muted}>{t('sourceCodes.screenshotsFull', { max: MAX_SOURCE_CODE_SCREENSHOTS })}</p>
      )}
    </div>
  );
}
