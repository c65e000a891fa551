import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { isCurrentPath, type NavItem } from '../nav-items';
import styles from './nav-links.module.scss';

interface NavLinksProps {
  items: readonly NavItem[];
  /** A row (the header) or a column (the mobile drawer). */
  layout: 'row' | 'column';
}

/** A list of section links; the current section is marked for styling and assistive tech. */
export function NavLinks({ items, layout }: NavLinksProps) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  return (
    <ul className={`${styles.list} ${styles[layout]}`}>
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
