import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadStateView } from '@/components/load-state-view';
import { useLoad } from '@/hooks/use-load';
import { ApiError } from '@/lib/api/api-error';
import { setRouter } from './helpers/router-mock';

vi.mock('next-i18next/pages', async () => {
  // Keys stand for their words; which error codes have words is the real catalogue's answer.
  const { errors } = (await import('../../public/locales/en/common.json')).default;
  return {
    useTranslation: () => ({
      t: (key: string) => key,
      i18n: { exists: (key: string) => Object.hasOwn(errors, key.replace('common:errors.', '')) },
    }),
  };
});
vi.mock('next/router', () => import('./helpers/router-mock'));

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Orders({ call, page }: { call: (page: number) => Promise<string[]>; page: number }) {
  const state = useLoad(() => call(page), `orders:${page}`);
  return (
    <LoadStateView state={state}>
      {(orders) => (
        <ul>
          {orders.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      )}
    </LoadStateView>
  );
}

describe('useLoad + LoadStateView', () => {
  it('shows loading, then a failure with a retry that loads again', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const call = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    render(<Orders call={call} page={1} />);
    expect(screen.getByRole('status').textContent).toContain('loading');

    await act(async () =>
      first.reject(new ApiError({ detail: 'down', error_code: 'SERVICE_UNAVAILABLE', status: 503 })),
    );
    expect(screen.getByRole('alert').textContent).toContain('errors.SERVICE_UNAVAILABLE');

    await userEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(call).toHaveBeenCalledTimes(2);
    await act(async () => second.resolve(['#1001']));
    expect(screen.getByRole('listitem').textContent).toBe('#1001');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when there is nothing, rather than showing a blank', async () => {
    render(<Orders call={() => Promise.resolve([])} page={1} />);
    expect(await screen.findByText('empty')).toBeTruthy();
  });

  it('a generic failure gets the generic message, never a server detail', async () => {
    render(<Orders call={() => Promise.reject(new Error('SELECT * FROM secret'))} page={1} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('loadFailed');
    expect(alert.textContent).not.toContain('SELECT');
  });

  it('a code without words of its own, or the internal error, gets the generic message', async () => {
    for (const error_code of ['BAD_RESPONSE', 'INTERNAL_ERROR'] as const) {
      const { unmount } = render(
        <Orders call={() => Promise.reject(new ApiError({ detail: 'x', error_code, status: 500 }))} page={1} />,
      );
      expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe('loadFailed');
      unmount();
    }
  });

  it('loads again when the page changes language, as the API answers in it', async () => {
    setRouter({ locale: 'en' });
    const call = vi.fn().mockResolvedValueOnce(['Order in English']).mockResolvedValueOnce(['Đơn hàng tiếng Việt']);
    const { rerender } = render(<Orders call={call} page={1} />);
    expect((await screen.findByRole('listitem')).textContent).toBe('Order in English');
    setRouter({ locale: 'vi' });
    rerender(<Orders call={call} page={1} />);
    await screen.findByText('Đơn hàng tiếng Việt');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('drops a reply to an older request and keeps the previous data while reloading', async () => {
    const page1 = deferred<string[]>();
    const page2 = deferred<string[]>();
    const slowPage1 = deferred<string[]>();
    const call = vi.fn((page: number) =>
      page === 1 ? (call.mock.calls.length === 1 ? page1.promise : slowPage1.promise) : page2.promise,
    );
    const { rerender } = render(<Orders call={call} page={1} />);
    await act(async () => page1.resolve(['a']));
    expect(screen.getByRole('listitem').textContent).toBe('a');

    rerender(<Orders call={call} page={2} />);
    expect(screen.getByRole('listitem').textContent).toBe('a');
    rerender(<Orders call={call} page={1} />);
    await act(async () => page2.resolve(['b']));
    // Page 2's reply arrived after the visitor went back to page 1: it must not show.
    expect(screen.getByRole('listitem').textContent).toBe('a');
    await act(async () => slowPage1.resolve(['a2']));
    expect(screen.getByRole('listitem').textContent).toBe('a2');
  });
});
