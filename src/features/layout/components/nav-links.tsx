import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { isCurrentPath, type NavItem } from '../nav-items';

interface NavLinksProps {
  items: readonly NavItem[];
  /** Styles the list; links inside are styled through it. */
  className?: string;
}

/** A list of section links; the current section is marked for styling and assistive tech. */
export function NavLinks({ items, className }: NavLinksProps) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} aria-current={isCurrentPath(item.href, pathname) ? 'page' : undefined}>
            {t(`nav.${item.labelKey}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
