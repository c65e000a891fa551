import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentResultPage } from '@/features/commerce/components/payment-result-page';
import type { PaymentResultView } from '@/lib/commerce/order-types';
import { renderWithApp } from '../helpers/render-with-app';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
const checkPayment = vi.hoisted(() => vi.fn());
vi.mock('@/features/commerce/lazy-commerce-api', () => ({
  commerceApi: () => Promise.resolve({ checkPayment }),
}));

const confirming: PaymentResultView = {
  order_id: '0f4f3b1e-3c1a-4d7e-9d7a-5b2f7c9e1a10',
  order_code: 'LH-ABCD1234',
  status: 'pending',
  amount_vnd: 499_000,
  response_code: '00',
  transaction_no: '14226112',
  bank_code: 'NCB',
};

beforeEach(() => {
  checkPayment.mockReset().mockResolvedValue({});
  vi.useFakeTimers();
  setRouter({ pathname: '/payment/result', asPath: '/payment/result?vnp_TxnRef=x' });
});
afterEach(() => vi.useRealTimers());

describe('payment result, while the gateway’s confirmation has not arrived', () => {
  it('looks again every 3 s for a minute, then says so and offers to check again', async () => {
    renderWithApp(<PaymentResultPage result={confirming} />);
    expect(screen.getByRole('status').textContent).toContain('This page updates by itself.');
    for (let check = 1; check <= 20; check += 1) {
      await act(() => vi.advanceTimersByTimeAsync(3_000));
    }
    expect(router.replace).toHaveBeenCalledTimes(20);
    // The notice may be lost, not late: four times in that minute the server was asked to
    // check with the gateway itself (its limit), never on the first look.
    expect(checkPayment).toHaveBeenCalledTimes(4);
    expect(checkPayment).toHaveBeenCalledWith(confirming.order_id);
    // It has stopped looking: no promise of updates, and no reason to pay again.
    expect(screen.getByRole('status').textContent).toContain('taking longer than usual');
    expect(screen.getByRole('status').textContent).toContain('no need to pay again');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(router.replace).toHaveBeenCalledTimes(20);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(router.replace).toHaveBeenCalledTimes(21);
    expect(screen.getByRole('status').textContent).toContain('This page updates by itself.');
  });

  it('keeps looking when the check with the gateway fails (signed out, rate-limited, offline)', async () => {
    checkPayment.mockRejectedValue(new Error('429'));
    renderWithApp(<PaymentResultPage result={confirming} />);
    for (let check = 1; check <= 3; check += 1) {
      await act(() => vi.advanceTimersByTimeAsync(3_000));
    }
    expect(checkPayment).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledTimes(3);
  });
});

describe('payment result, when the order has been refunded since', () => {
  it('says so, rather than "not paid"', () => {
    renderWithApp(<PaymentResultPage result={{ ...confirming, status: 'refunded' }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment refunded');
    expect(screen.getByRole('status').textContent).toContain('has since been refunded');
  });
});
