import { Button } from 'antd';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { leaveSiteFor } from '@/lib/browser-navigation';
import { safeRedirectPath } from '@/lib/routes';
import { googleLoginUrl } from '../auth-api';
import { FormAlert } from '@/components/form-alert';

/**
 * Starts Google sign-in: asks the server for the provider's URL (it binds a `state` to an
 * httpOnly cookie and remembers the page to return to), then leaves the site for it.
 */
export function GoogleSignInButton({ redirectUrl }: { redirectUrl: string | null }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setBusy(true);
    setFailed(false);
    const url = await googleLoginUrl(safeRedirectPath(redirectUrl));
    if (url) {
      leaveSiteFor(url);
      return; // stays busy while the browser leaves
    }
    setFailed(true);
    setBusy(false);
  };

  return (
    <>
      <FormAlert message={failed ? t('signIn.googleUnavailable') : null} />
      <Button block size="large" loading={busy} onClick={start}>
        {t('signIn.google')}
      </Button>
    </>
  );
}
