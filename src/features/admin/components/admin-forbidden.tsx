import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { StatusMessage } from '@/components/status-message';
import { ROUTES } from '@/lib/routes';

/** What a signed-in user without the admin role sees on a back-office page (answered with 403). */
export function AdminForbidden() {
  const { t } = useTranslation('admin');
  return (
    <StatusMessage
      code="403"
      title={t('shell.forbiddenTitle')}
      text={t('shell.forbiddenText')}
      action={<Link href={ROUTES.home}>{t('shell.backHome')}</Link>}
    />
  );
}
