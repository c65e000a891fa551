import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { MenuButton } from '@/components/menu-button';
import { SignInLink } from '@/components/sign-in-link';
import { initialOf } from '@/lib/format/initial';
import { ROUTES } from '@/lib/routes';
import { signOut } from '@/store/auth-slice';
import { useAppDispatch, useSignedInUser } from '@/store/hooks';
import styles from './user-menu.module.scss';

/**
 * Spec §2: signed out, a sign-in link that brings the visitor back to this page;
 * signed in, a menu with my courses, profile and sign-out (which clears the session
 * and goes home).
 *
 * Signing out replaces the menu, which held the keyboard's focus, with the sign-in link:
 * focus moves to that link rather than falling back to the top of the page.
 */
export function UserMenu() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const user = useSignedInUser();
  const isLoggedIn = user !== null;
  const signInLink = useRef<HTMLAnchorElement>(null);
  const signedOutHere = useRef(false);

  useEffect(() => {
    if (isLoggedIn || !signedOutHere.current) return;
    signedOutHere.current = false;
    signInLink.current?.focus();
  }, [isLoggedIn]);

  if (!user) {
    return (
      <SignInLink ref={signInLink} className={styles.signIn}>
        {t('userMenu.signIn')}
      </SignInLink>
    );
  }

  const onSelect = async (key: string) => {
    if (key !== 'sign-out') return;
    signedOutHere.current = true;
    await dispatch(signOut());
    await router.push(ROUTES.home);
  };

  const displayName = user.fullName || user.name || '';
  return (
    <MenuButton
      // The name shown is part of the button's name (WCAG 2.5.3, label in name).
      label={t('userMenu.label', { name: displayName })}
      onSelect={onSelect}
      items={[
        { key: 'my-courses', href: ROUTES.myCourses, label: t('userMenu.myCourses') },
        { key: 'profile', href: ROUTES.profile, label: t('userMenu.profile') },
        { key: 'sign-out', label: t('userMenu.signOut'), danger: true },
      ]}
    >
      {/* The initial is drawn by CSS: as text it would be part of the button's visible
          label, which its name must contain (WCAG 2.5.3), and it is only decoration. */}
      <span className={styles.avatar} data-initial={initialOf(displayName)} aria-hidden="true" />
      <span className={styles.name}>{displayName}</span>
    </MenuButton>
  );
}
