import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuButton } from '@/components/menu-button';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const items = [
  { key: 'en', label: 'English', checked: false },
  { key: 'vi', label: 'Tiếng Việt', checked: true },
  { key: 'fr', label: 'Français', checked: false },
];

function renderMenu(onSelect = vi.fn(), radio = true) {
  render(
    <>
      <MenuButton label="Language" items={items} onSelect={onSelect} radio={radio}>
        flag
      </MenuButton>
      <p>outside</p>
    </>,
  );
  return { onSelect, button: screen.getByRole('button', { name: 'Language' }) };
}

describe('MenuButton', () => {
  it('opens on click with focus on the checked choice, and announces its state', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Language' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }).getAttribute('aria-checked')).toBe('true');
  });

  it('moves with the arrow keys, Home and End, wrapping at the ends', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    const names = () => (document.activeElement as HTMLElement).textContent;
    expect(names()).toBe('Français');
    await userEvent.keyboard('{ArrowDown}');
    expect(names()).toBe('English');
    await userEvent.keyboard('{ArrowUp}');
    expect(names()).toBe('Français');
    await userEvent.keyboard('{Home}');
    expect(names()).toBe('English');
    await userEvent.keyboard('{End}');
    expect(names()).toBe('Français');
  });

  it('chooses with Enter, closes, returns focus to the button and reports the key', async () => {
    const { button, onSelect } = renderMenu();
    button.focus();
    // Down opens the menu on the checked choice (vi); two more steps wrap round to en.
    await userEvent.keyboard('{ArrowDown}');
    expect((document.activeElement as HTMLElement).textContent).toBe('Tiếng Việt');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape (focus back on the button) and on a click outside', async () => {
    const { button, onSelect } = renderMenu();
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('renders link items as links that navigate without calling onSelect', async () => {
    const onSelect = vi.fn();
    render(
      <MenuButton label="Account" onSelect={onSelect} items={[{ key: 'profile', label: 'Profile', href: '/profile' }]}>
        me
      </MenuButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const link = screen.getByRole('menuitem', { name: 'Profile' });
    expect(link.getAttribute('href')).toBe('/profile');
    await userEvent.click(link);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
