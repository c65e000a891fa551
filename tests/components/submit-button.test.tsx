import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '@/components/antd-provider';
import { SubmitButton } from '@/components/submit-button';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'vi' }) }));

function Form({ loading }: { loading: boolean }) {
  return (
    <AntdProvider>
      <form>
        <SubmitButton loading={loading}>Đăng nhập</SubmitButton>
      </form>
    </AntdProvider>
  );
}

describe('SubmitButton', () => {
  it('keeps its label as its name while busy, says busy, and drops the spinner when done', () => {
    const { container, rerender } = render(<Form loading />);
    // Exact name: antd's spinner would otherwise add its English "loading" to it.
    const button = screen.getByRole('button', { name: 'Đăng nhập' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBe('true');
    const spinner = container.querySelector('.anticon-loading');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    // The spinner AntdProvider configures, shown without antd's slide (whose end can be lost).
    expect(spinner?.closest('[class*="loading-icon-motion"]')).toBeNull();

    rerender(<Form loading={false} />);
    expect(screen.getByRole('button', { name: 'Đăng nhập' }).hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('.anticon-loading')).toBeNull();
  });
});
