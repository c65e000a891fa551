import { useTranslation } from 'next-i18next/pages';
import { AppImage } from '@/components/app-image';
import type { OurWorkDto } from '@/lib/content/our-work-types';
import styles from './showcase.module.scss';

/** One project: its screens, the client, what was built with what, and what it changed. */
export function OurWorkItem({ work, priority }: { work: OurWorkDto; priority: boolean }) {
  const { t } = useTranslation('showcase');
  const [cover, ...more] = work.images;
  const headingId = `work-${work.slug}`;
  return (
    <article aria-labelledby={headingId} className={styles.work}>
      <div className={styles.gallery} role="group" aria-label={t('ourWorks.gallery', { title: work.title })}>
        {cover && (
          <AppImage
            src={cover}
            alt={t('ourWorks.gallery', { title: work.title })}
            width={960}
            height={600}
            sizes="(max-width: 992px) 100vw, 560px"
            priority={priority}
            className={styles.cover}
          />
        )}
        {more.map((image) => (
          <AppImage
            key={image}
            src={image}
            alt=""
            width={960}
            height={600}
            sizes="(max-width: 992px) 50vw, 270px"
            className={styles.thumb}
          />
        ))}
      </div>
      <div className={styles.details}>
        <h2 id={headingId} className={styles.workTitle}>
          {work.title}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('ourWorks.client')}</dt>
            <dd>{work.client}</dd>
          </div>
          <div>
            <dt>{t('ourWorks.industry')}</dt>
            <dd>{work.industry}</dd>
          </div>
          <div>
            <dt>{t('ourWorks.year')}</dt>
            <dd>{work.year}</dd>
          </div>
        </dl>
        <p>{work.summary}</p>
        <p className={styles.outcome}>
          <strong>{t('ourWorks.outcome')}: </strong>
          {work.outcome}
        </p>
        <h3 className={styles.stackTitle}>{t('ourWorks.stack')}</h3>
        <ul className={styles.stack}>
          {work.stack.map((technology) => (
            <li key={technology}>{technology}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
