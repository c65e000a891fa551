import { useRouter } from 'next/router';
import { useEffect } from 'react';

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (the browser's
 * own question) and following a link inside the site (ours, in the page's language).
 */
export function useUnsavedChangesWarning(dirty: boolean, question: string): void {
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    const routeChangeStart = (url: string) => {
      if (url === router.asPath || window.confirm(question)) return;
      router.events.emit('routeChangeError');
      // Next's router has no cancel: throwing here is how a route change is stopped.
      throw new Error('Route change stopped: the page has unsaved changes.');
    };
    window.addEventListener('beforeunload', beforeUnload);
    router.events.on('routeChangeStart', routeChangeStart);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      router.events.off('routeChangeStart', routeChangeStart);
    };
  }, [dirty, question, router]);
}
