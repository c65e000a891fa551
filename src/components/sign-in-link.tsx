import Link from 'next/link';
import type { ReactNode, Ref } from 'react';
import { useCurrentPath } from '@/hooks/use-current-path';
import { preloadAntdStylesheet } from '@/components/antd-stylesheet';
import { signInPath } from '@/lib/routes';

interface SignInLinkProps {
  /** Where the visitor comes back to once signed in: the current page unless given. */
  returnTo?: string;
  className?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to the sign-in page from any other page, coming back to `returnTo` (by default the
 * page it is on).
 *
 * The one kind of link not prefetched when it comes into view (spec §9's 200 px margin holds
 * for the others): prefetching a route runs its JavaScript, and sign-in's is ~100 kB gzip of
 * antd's forms, which a phone would run while still starting the page it opened — the
 * header's link alone is on every page. Hover and touch still prefetch it, and then, with
 * focus, the page's antd stylesheet too.
 */
export function SignInLink({ returnTo, className, children, ref }: SignInLinkProps) {
  const currentPath = useCurrentPath();
  return (
    <Link
      ref={ref}
      href={signInPath(returnTo ?? currentPath)}
      prefetch={false}
      className={className}
      onMouseEnter={preloadAntdStylesheet}
      onTouchStart={preloadAntdStylesheet}
      onFocus={preloadAntdStylesheet}
    >
      {children}
    </Link>
  );
}
