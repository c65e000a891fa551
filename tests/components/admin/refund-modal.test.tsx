import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundModal } from '@/features/admin/components/orders/refund-modal';
import type { AdminOrder } from '@/lib/admin/admin-order-types';
import { fail, mockApi, ok, type MockReply } from '../../unit/api/mock-adapter';
import { formItemOf, renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';

stubResizeObserver();

const ORDER_ID = '5f1e2d3c-4b5a-4968-8776-655443322110';
const order = { id: ORDER_ID, code: 'ORD-2001', refundable_vnd: 598_000 };
// The reply is shown by the page; the dialog only hands it over.
const refunded = { id: ORDER_ID, status: 'paid', refunded_vnd: 100_000 } as unknown as AdminOrder;

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function serve(reply: MockReply) {
  mock = mockApi(() => reply);
  return mock;
}

function renderModal() {
  const onRefunded = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<RefundModal open order={order} onClose={onClose} onRefunded={onRefunded} />);
  return {
    onRefunded,
    onClose,
    amount: screen.getByLabelText<HTMLInputElement>('Amount (VND)'),
    reason: screen.getByLabelText<HTMLTextAreaElement>('Reason'),
  };
}

const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Refund' }));

describe('RefundModal', () => {
  it('offers what is left to refund, explains full and partial refunds, and sends the amount and reason', async () => {
    serve(ok(refunded));
    const { amount, reason, onRefunded } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Refund order ORD-2001' })).toBeTruthy();
    expect(screen.getByText(/The whole amount is a full refund and takes back course access/)).toBeTruthy();
    expect(amount.value).toBe('598000');

    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.type(reason, 'Second licence bought by mistake');
    await confirm();

    await waitFor(() => expect(onRefunded).toHaveBeenCalledWith(refunded, 100_000));
    expect(mock!.requests[0]).toMatchObject({ method: 'post', url: `/api/admin/orders/${ORDER_ID}/refund` });
    expect(JSON.parse(mock!.requests[0]!.data as string)).toEqual({
      amount_vnd: 100_000,
      reason: 'Second licence bought by mistake',
    });
  });

  it('asks for a reason before sending anything', async () => {
    serve(ok(refunded));
    const { reason, onRefunded } = renderModal();
    await confirm();
    expect(await screen.findByText('Fill in this field.')).toBeTruthy();
    await userEvent.type(reason, 'ok');
    expect(await screen.findByText('Say why in at least 3 characters.')).toBeTruthy();
    expect(mock!.requests).toHaveLength(0);
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the amount on its field', async () => {
    serve(fail(400, 'VALIDATION_ERROR', 'Invalid request.', { amount_vnd: 'More than the payment can give back.' }));
    const { amount, reason, onRefunded } = renderModal();
    await userEvent.type(reason, 'Customer asked');
    await confirm();

    expect(await screen.findByText('More than the payment can give back.')).toBeTruthy();
    expect(formItemOf(amount).textContent).toContain('More than the payment can give back.');
    // Said on the field only, not again above the form.
    expect(document.body.textContent).not.toContain('Invalid request.');
    expect(onRefunded).not.toHaveBeenCalled();
  });

  it('says any other failure above the form, in the page’s words', async () => {
    serve(fail(409, 'REFUND_IN_PROGRESS', 'A refund is pending.'));
    const { reason, onRefunded } = renderModal();
    await userEvent.type(reason, 'Customer asked');
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "A refund of this order is still waiting for the gateway's answer. Try again in a moment.",
    );
    expect(onRefunded).not.toHaveBeenCalled();
  });
});
