import { useTranslation } from 'next-i18next/pages';

/**
 * How to reach the company — email, address, opening hours — as a description list, from
 * the `common` namespace. Each pair sits in its own `div` (allowed in a `dl`), so a page can
 * lay the pairs out as a grid; the page's stylesheet styles the list.
 */
export function CompanyFacts() {
  const { t } = useTranslation('common');
  const email = t('company.email');
  return (
    <dl>
      <div>
        <dt>{t('company.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('company.addressLabel')}</dt>
        <dd>{t('company.address')}</dd>
      </div>
      <div>
        <dt>{t('company.hoursLabel')}</dt>
        <dd>{t('company.hours')}</dd>
      </div>
    </dl>
  );
}
