import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { SeoHead } from '@/components/seo-head';
import type { SiteOriginProps } from '@/lib/seo/site-url';
import type { CertificateReply } from '@/lib/certificates/certificate-types';
import { formatDate } from '@/lib/format/date';
import { formatPercent } from '@/lib/format/percent';
import { toLocale } from '@/lib/locales';
import { certificatePath, coursePath } from '@/lib/routes';
import styles from './certificate-page.module.scss';
import { ShareCertificate } from './share-certificate';

export interface CertificatePageProps extends SiteOriginProps {
  certificate: CertificateReply;
}

/**
 * /certificates/[code]: anyone with the code sees what the certificate states — the name,
 * the course, the date, the score — and whether it is still valid; nothing else about the
 * learner. Not indexed: a code is shared on purpose, not found by searching.
 */
export function CertificatePage({ certificate, origin }: CertificatePageProps) {
  const { t, i18n } = useTranslation('certificates');
  const locale = toLocale(i18n.language);
  const revoked = certificate.status === 'revoked';
  const name = certificate.learner_name;
  const course = certificate.course.title;

  return (
    <>
      <SeoHead
        origin={origin}
        title={t('page.title', { code: certificate.code })}
        description={t('page.description')}
        path={certificatePath(certificate.code)}
        noindex
      />
      <div className={styles.page}>
        <article className={styles.card} aria-labelledby="certificate-heading">
          <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
          <h1 id="certificate-heading" className={styles.heading}>
            {t('page.heading', { name, course })}
          </h1>
          <div className={`${styles.status} ${revoked ? styles.revoked : styles.valid}`}>
            <p className={styles.statusTitle}>
              {revoked ? t('page.revoked', { date: formatDate(certificate.revoked_at!, locale) }) : t('page.valid')}
            </p>
            <p>{revoked ? t('page.revokedDetail') : t('page.validDetail')}</p>
            {revoked && certificate.revoked_reason && (
              <p>{t('page.revokedReason', { reason: certificate.revoked_reason })}</p>
            )}
          </div>
          <h2 className="visually-hidden">{t('page.facts')}</h2>
          <dl className={styles.facts}>
            <dt>{t('page.learner')}</dt>
            <dd>{name}</dd>
            <dt>{t('page.course')}</dt>
            <dd>
              {certificate.course.slug ? (
                <Link href={coursePath(certificate.course.slug)} prefetch={false}>
                  {course}
                </Link>
              ) : (
                course
              )}
            </dd>
            <dt>{t('page.issuedOn')}</dt>
            <dd>{formatDate(certificate.issued_at, locale)}</dd>
            <dt>{t('page.score')}</dt>
            <dd>{certificate.score === null ? t('page.noScore') : formatPercent(certificate.score)}</dd>
            <dt>{t('page.code')}</dt>
            <dd>{certificate.code}</dd>
          </dl>
          <div className={styles.actions}>
            <a href={certificate.pdf_url} className={styles.primary} download>
              {t('page.download')}
            </a>
            <ShareCertificate
              url={certificate.verification_url}
              title={t('page.title', { code: certificate.code })}
              text={t('page.shareText', { name, course })}
            />
          </div>
        </article>
      </div>
    </>
  );
}
