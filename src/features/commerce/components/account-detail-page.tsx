import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { AppImage } from '@/components/app-image';
import { SeoHead } from '@/components/seo-head';
import { SignInLink } from '@/components/sign-in-link';
import { chosenValues, useChosenBeforeHydration } from '@/hooks/use-chosen-before-hydration';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useLoad } from '@/hooks/use-load';
import type { AccountDetail } from '@/lib/commerce/account-store-types';
import { combinationKeyOf, selectedCodes, withChoice } from '@/lib/commerce/combination-key';
import { toLocale } from '@/lib/locales';
import { ROUTES, accountPath } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { absoluteUrl, type SiteOriginProps } from '@/lib/seo/site-url';
import { useIsSignedIn } from '@/store/hooks';
import { commerceApi } from '../lazy-commerce-api';
import { PriceTag } from './price-tag';
import { useBuy } from './use-buy';
import styles from './commerce.module.scss';

export interface AccountDetailPageProps extends SiteOriginProps {
  product: AccountDetail;
}

/** The radio group's name of the option at `index`. */
const optionName = (index: number) => `option-${index}`;

/**
 * /account/[slug]: the product, a picker per option, and the chosen variant's price and
 * stock — from the page at once, then refreshed from the API for the choice (stock moves).
 */
export function AccountDetailPage({ product, origin }: AccountDetailPageProps) {
  const { t, i18n } = useTranslation('commerce');
  const errorMessage = useErrorMessage();
  const locale = toLocale(i18n.language);
  const url = absoluteUrl(origin, locale, accountPath(product.slug));
  const isLoggedIn = useIsSignedIn();
  const { buy, buying, error } = useBuy();
  const [key, setKey] = useState(product.default_combination_key);
  const codes =
    selectedCodes(
      product.options.map((option) => ({ values: option.values })),
      key,
    ) ?? [];
  const optionsRef = useRef<HTMLDivElement>(null);
  // A plan picked before the page's script ran is the one shown and bought.
  useChosenBeforeHydration(
    () => optionsRef.current,
    (options) =>
      setKey(combinationKeyOf(codes.map((code, index) => chosenValues(options, optionName(index))[0] ?? code))),
  );
  const fromPage = product.variants.find((variant) => variant.combination_key === key) ?? null;
  const live = useLoad(async () => (await commerceApi()).accountVariant(product.id, key), `${product.id}:${key}`);
  const variant = live.data?.combination_key === key ? live.data : fromPage;
  const paragraphs = product.description.split(/\n\s*\n/).filter((text) => text.trim() !== '');

  return (
    <>
      <SeoHead
        origin={origin}
        title={product.title}
        description={product.short_description}
        path={accountPath(product.slug)}
        image={product.thumbnail}
        imageAlt={product.title}
        jsonLd={[
          productJsonLd({
            origin,
            url,
            name: product.title,
            description: product.short_description,
            images: [product.thumbnail],
            sku: product.slug,
            brand: product.provider,
            category: t(`account.types.${product.type}`),
            offers: product.variants.map((plan) => ({
              url,
              name: plan.label,
              priceVnd: plan.price_vnd,
              inStock: plan.in_stock,
            })),
          }),
          breadcrumbJsonLd([
            { name: t('account.title'), url: absoluteUrl(origin, locale, ROUTES.account) },
            { name: product.title, url },
          ]),
        ]}
      />
      <div className={styles.page}>
        <nav aria-label={t('account.title')} className={styles.breadcrumb}>
          <Link href={ROUTES.account}>{t('account.title')}</Link> ›{' '}
          <Link href={{ pathname: ROUTES.account, query: { type: product.type } }}>
            {t(`account.types.${product.type}`)}
          </Link>
        </nav>
        <div className={styles.detail}>
          <div>
            <h1>{product.title}</h1>
            <p className={styles.muted}>{product.short_description}</p>
            <AppImage
              src={product.thumbnail}
              alt=""
              width={640}
              height={360}
              sizes="(max-width: 992px) 100vw, 760px"
              priority
            />
            <h2>{t('account.features')}</h2>
            <ul>
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <h2>{t('account.about')}</h2>
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
          <aside className={styles.panel}>
            <h2>{t('account.choose')}</h2>
            <div ref={optionsRef} className={styles.options}>
              {product.options.map((option, index) => (
                <fieldset key={option.name}>
                  <legend>{option.name}</legend>
                  <div className={styles.choices}>
                    {option.values.map((value) => (
                      <label key={value.code}>
                        <input
                          type="radio"
                          name={optionName(index)}
                          value={value.code}
                          checked={codes[index] === value.code}
                          onChange={() => setKey(withChoice(codes, index, value.code))}
                        />
                        <span>{value.label}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
            <div aria-live="polite" className={styles.variantFacts}>
              {variant ? (
                <>
                  <PriceTag price={variant.price_vnd} was={variant.compare_at_price_vnd} />
                  <p className={variant.in_stock ? styles.muted : styles.soldOut}>
                    {variant.in_stock ? t('account.inStock', { count: variant.stock }) : t('account.outOfStock')}
                  </p>
                </>
              ) : (
                <p className={styles.soldOut}>{t('account.outOfStock')}</p>
              )}
              {live.status === 'failed' && <p className={styles.muted}>{t('account.priceFailed')}</p>}
            </div>
            <p className={styles.muted}>{t(`account.delivery.${product.delivery_kind}`)}</p>
            {!isLoggedIn ? (
              <SignInLink className={styles.primary}>{t('signInToBuy')}</SignInLink>
            ) : (
              <button
                type="button"
                className={styles.primary}
                disabled={!variant?.in_stock || buying}
                aria-busy={buying}
                onClick={() =>
                  void buy({ product_type: 'ACCOUNT_STORE', product_id: product.id, combination_key: key })
                }
              >
                {buying ? t('buying') : variant?.in_stock ? t('buy') : t('account.outOfStock')}
              </button>
            )}
            {error && (
              <p role="alert" className={styles.alert}>
                {errorMessage(error, t('buyFailed'))}
              </p>
            )}
          </aside>
        </div>
      </div>
    </>
  );
}
