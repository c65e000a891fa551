import { Button, Tag } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { uploadedImagePath } from '../admin-routes';
import { UploadField } from '../uploads/upload-field';
import styles from './image-list-field.module.scss';

interface ImageListFieldProps {
  /** Given by the Form.Item around it. */
  value?: string[];
  onChange?: (next: string[]) => void;
  max: number;
  /**
   * Where its words are (admin:<texts>.item, .moveUp, .moveDown, .remove, .add, .full,
   * .empty, and .cover with `cover`), so each list names its pictures ("Screenshot 2", "Image 2").
   */
  texts: 'sourceCodes.gallery' | 'ourWorks.gallery';
  /** Marks the first picture as the cover (a showcase project's): moving another one up makes it the cover. */
  cover?: boolean;
}

/**
 * A record's pictures in display order: each one previewed, moved up or down, removed; new
 * ones uploaded at the end. A form control: the Form.Item around it holds the list.
 */
export function ImageListField({ value = [], onChange, max, texts, cover = false }: ImageListFieldProps) {
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
        <p className={styles.muted}>{t(`${texts}.empty`)}</p>
      ) : (
        <ol className={styles.images}>
          {value.map((path, index) => {
            const n = index + 1;
            return (
              <li key={`${index}-${path}`}>
                {/* The stored image as it is (no optimiser): the back office shows what was uploaded. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={path} alt={t(`${texts}.item`, { n })} width={160} height={90} />
                {cover && index === 0 && <Tag>{t(`${texts}.cover`)}</Tag>}
                <span className={styles.actions}>
                  <Button
                    size="small"
                    disabled={index === 0}
                    aria-label={t(`${texts}.moveUp`, { n })}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={index === value.length - 1}
                    aria-label={t(`${texts}.moveDown`, { n })}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    danger
                    aria-label={t(`${texts}.remove`, { n })}
                    onClick={() => change(value.filter((_, position) => position !== index))}
                  >
                    {t('common.remove')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {value.length < max ? (
        <UploadField
          kind="image"
          label={t(`${texts}.add`)}
          onUploaded={(upload) => change([...value, uploadedImagePath(upload.id)])}
        />
      ) : (
        <p className={styles.muted}>{t(`${texts}.full`, { max })}</p>
      )}
    </div>
  );
}
