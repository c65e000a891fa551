import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './menu-button.module.scss';

export interface MenuButtonItem {
  key: string;
  label: ReactNode;
  /** A link item navigates; the others call `onSelect`. */
  href?: string;
  /** For single-choice menus (e.g. languages): marks the current choice. */
  checked?: boolean;
  icon?: ReactNode;
  danger?: boolean;
  lang?: string;
}

export interface MenuButtonProps {
  /** Accessible name of the button. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  items: readonly MenuButtonItem[];
  onSelect?: (key: string) => void;
  /** Items are a single choice (menuitemradio) rather than actions. */
  radio?: boolean;
  className?: string;
  align?: 'start' | 'end';
}

function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
}

/** Focuses the item at `index`, wrapping around at both ends. */
function focusItemAt(menu: HTMLElement | null, index: number): void {
  const elements = menuItemsOf(menu);
  if (elements.length === 0) return;
  elements[(index + elements.length) % elements.length]?.focus();
}

/**
 * The WAI-ARIA menu-button pattern: the button opens a menu; arrow keys, Home and End move
 * between items; Escape closes it and returns focus to the button; a click outside closes it.
 * Written here rather than taken from antd's Dropdown because the header uses it on every
 * page, and antd's brings ~70 kB gzip of menu, trigger and motion code to every first load.
 */
export function MenuButton({
  label,
  children,
  items,
  onSelect,
  radio = false,
  className,
  align = 'end',
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;

  const itemElements = () => menuItemsOf(menuRef.current);
  const focusItem = (index: number) => focusItemAt(menuRef.current, index);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Where focus goes when the menu opens: the checked item of a choice, else the first.
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  useEffect(() => {
    if (!open) return;
    const elements = menuItemsOf(menuRef.current);
    const checkedIndex = elements.findIndex((el) => el.getAttribute('aria-checked') === 'true');
    focusItemAt(menuRef.current, initialFocus === 'last' ? elements.length - 1 : Math.max(checkedIndex, 0));
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openWith = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(elements.length - 1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: MenuButtonItem) => {
    close(true);
    if (!item.href) onSelect?.(item.key);
  };

  const role = radio ? 'menuitemradio' : 'menuitem';
  return (
    <div className={`${styles.root} ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`${styles.menu} ${align === 'start' ? styles.alignStart : styles.alignEnd}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            const common = {
              'data-menu-item': true,
              role,
              tabIndex: -1,
              lang: item.lang,
              'aria-checked': radio ? Boolean(item.checked) : undefined,
              className: `${styles.item} ${item.danger ? styles.danger : ''} ${item.checked ? styles.checked : ''}`,
            };
            const content = (
              <>
                {item.icon}
                <span>{item.label}</span>
              </>
            );
            return (
              <li key={item.key} role="none">
                {item.href ? (
                  <Link href={item.href} {...common} onClick={() => choose(item)}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" {...common} onClick={() => choose(item)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
