import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { MenuButton } from '@/components/menu-button';
import { LOCALES, toLocale, type Locale } from '@/lib/locales';
import styles from './language-switcher.module.scss';

export interface LanguageSwitcherProps {
  /** Show the word "Language" beside the flag (spec §2: optional label). */
  showLabel?: boolean;
  /** Called after the switch to another language (spec §2: optional callback). */
  onChanged?: (locale: Locale) => void;
}

function Flag({ locale }: { locale: Locale }) {
  // eslint-disable-next-line @next/next/no-img-element -- a 24 px SVG needs no optimiser
  return <img src={`/flags/${locale}.svg`} width={24} height={24} alt="" className={styles.flag} />;
}

/**
 * Spec §2: a dropdown showing the current language's flag (24×24). Choosing another
 * language loads the same path and query under the new locale, then calls `onChanged`;
 * choosing the current one does nothing.
 */
export function LanguageSwitcher({ showLabel = false, onChanged }: LanguageSwitcherProps) {
  const router = useRouter();
  const { t } = useTranslation('common');
  const current = toLocale(router.locale);

  const choose = async (key: string) => {
    const next = toLocale(key);
    if (next === current) return;
    // Remember the choice: with locale detection on, `/` follows the NEXT_LOCALE cookie.
    document.cookie = `NEXT_LOCALE=${next}; path=/; max-age=31536000; samesite=lax`;
    const { pathname, query, asPath } = router;
    await router.push({ pathname, query }, asPath, { locale: next });
    onChanged?.(next);
  };

  return (
    <MenuButton
      radio
      label={`${t('language.choose')}: ${t(`language.${current}`)}`}
      onSelect={choose}
      items={LOCALES.map((locale) => ({
        key: locale,
        lang: locale,
        checked: locale === current,
        icon: <Flag locale={locale} />,
        label: t(`language.${locale}`),
      }))}
    >
      <Flag locale={current} />
      {showLabel && <span className={styles.label}>{t('language.label')}</span>}
    </MenuButton>
  );
}
