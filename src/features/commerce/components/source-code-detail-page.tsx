import { intlLocale, toLocale } from '@/lib/locales';
import { formatDate } from '@/lib/format/date';
import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useState } from 'react';
import { AppImage } from '@/components/app-image';
import { SeoHead } from '@/components/seo-head';
import type { SourceCodeDetail } from '@/lib/commerce/source-code-types';
import { ROUTES, sourceCodePath } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { absoluteUrl, type SiteOriginProps } from '@/lib/seo/site-url';
import { SourceCodePurchase } from './source-code-purchase';
import styles from './commerce.module.scss';

export interface SourceCodeDetailPageProps extends SiteOriginProps {
  product: SourceCodeDetail;
}

/** /source-codes/[slug]: screenshots, what the project is, its stack, and buying or downloading it. */
export function SourceCodeDetailPage({ product, origin }: SourceCodeDetailPageProps) {
  const { t, i18n } = useTranslation('commerce');
  const locale = toLocale(i18n.language);
  const url = absoluteUrl(origin, locale, sourceCodePath(product.slug));
  const images = [product.thumbnail, ...product.gallery];
  const [shown, setShown] = useState(0);
  const paragraphs = product.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');
  const size = new Intl.NumberFormat(intlLocale(i18n.language), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  });

  return (
    <>
      <SeoHead
        origin={origin}
        title={product.title}
        description={product.short_description}
        path={sourceCodePath(product.slug)}
        image={product.thumbnail}
        imageAlt={product.title}
        jsonLd={[
          productJsonLd({
            origin,
            url,
            name: product.title,
            description: product.short_description,
            images,
            sku: product.slug,
            category: t('source.title'),
            offers: [{ url, priceVnd: product.price_vnd }],
          }),
          breadcrumbJsonLd([
            { name: t('source.title'), url: absoluteUrl(origin, locale, ROUTES.sourceCodes) },
            { name: product.title, url },
          ]),
        ]}
      />
      <div className={styles.page}>
        <nav aria-label={t('source.title')} className={styles.breadcrumb}>
          <Link href={ROUTES.sourceCodes}>{t('source.title')}</Link>
        </nav>
        <div className={styles.detail}>
          <div>
            <h1>{product.title}</h1>
            <p className={styles.muted}>{product.short_description}</p>
            <section aria-label={t('source.gallery')} className={styles.gallery}>
              <AppImage
                src={images[shown]!}
                alt={t('source.screenshot', { n: shown + 1, title: product.title })}
                width={640}
                height={360}
                sizes="(max-width: 992px) 100vw, 760px"
                priority
              />
              <ul>
                {images.map((src, index) => (
                  <li key={src}>
                    <button
                      type="button"
                      aria-pressed={index === shown}
                      aria-label={t('source.showScreenshot', { n: index + 1 })}
                      onClick={() => setShown(index)}
                    >
                      <AppImage src={src} alt="" width={96} height={54} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <h2>{t('source.about')}</h2>
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
            <h2>{t('source.stack')}</h2>
            <ul className={styles.chips}>
              {product.tech_stack.map((tech) => (
                <li key={tech}>{tech}</li>
              ))}
            </ul>
          </div>
          <aside>
            <SourceCodePurchase product={product} />
            <h2>{t('source.details')}</h2>
            <dl className={styles.facts}>
              <dt>{t('source.version')}</dt>
              <dd>{product.version}</dd>
              <dt>{t('source.file')}</dt>
              <dd>
                {product.file_name} ({size.format(product.file_size_bytes / 1000)})
              </dd>
              <dt>{t('source.updated')}</dt>
              <dd>{formatDate(product.updated_at, locale)}</dd>
              {product.filters.map((filter) => (
                <FactRow key={filter.group} label={filter.group} value={filter.options.join(', ')} />
              ))}
            </dl>
          </aside>
        </div>
      </div>
    </>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
