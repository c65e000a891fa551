import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StockImportModal } from '@/features/admin/components/account-stores/stock-import-modal';
import type { AdminAccountProduct, StockImport } from '@/lib/admin/admin-stock-types';
import { fail, mockApi, ok, type MockReply } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';

// jsdom has no ResizeObserver; antd's TextArea observes its size with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoopResizeObserver);

const credentials: Pick<AdminAccountProduct, 'title' | 'delivery_kind'> = {
  title: { en: 'Canva Pro', vi: 'Canva Pro (vi)' },
  delivery_kind: 'credentials',
};
const codes: Pick<AdminAccountProduct, 'title' | 'delivery_kind'> = {
  title: { en: 'Spotify gift code', vi: 'Mã quà Spotify' },
  delivery_kind: 'code',
};
const variant = { id: 42, label: { en: '1 month · Solo', vi: '1 tháng · Solo' } };

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function serve(reply: MockReply | 'network-error') {
  mock = mockApi(() => reply);
  return mock;
}

function renderModal(product = credentials) {
  const onImported = vi.fn();
  const onClose = vi.fn();
  const modal = (open: boolean) => (
    <StockImportModal open={open} product={product} variant={variant} onClose={onClose} onImported={onImported} />
  );
  const { rerender } = renderWithApp(modal(true));
  const textarea = screen.getByLabelText<HTMLTextAreaElement>('Stock lines');
  return { onImported, onClose, textarea, rerender: (open: boolean) => rerender(modal(open)) };
}

async function paste(textarea: HTMLTextAreaElement, text: string) {
  await userEvent.click(textarea);
  await userEvent.paste(text);
}

const addButton = () => screen.getByRole('button', { name: 'Add to stock' });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('StockImportModal', () => {
  it('names the product and variant, says how to write credentials, and counts a paste as it is typed', async () => {
    const { textarea } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Add stock: Canva Pro — 1 month · Solo' })).toBeTruthy();
    expect(describedBy(textarea)).toContain('One account per line: username,password.');
    expect(describedBy(textarea)).toContain('0 items, 0 repeated');

    await paste(textarea, 'a@x.vn,pw1\nb@x.vn\tp,w 2\n\nA@X.VN,other\n');
    await waitFor(() => expect(describedBy(textarea)).toContain('2 items, 1 repeated'));

    await userEvent.type(textarea, 'no-password');
    await waitFor(() => expect(describedBy(textarea)).toContain('2 items, 1 repeated, 1 line cannot be read'));
  });

  it('says a code product takes one code per line', () => {
    const { textarea } = renderModal(codes);
    expect(describedBy(textarea)).toContain('One code per line.');
  });

  it('names each bad line by its number, in the page’s words, and sends nothing', async () => {
    serve(ok({}));
    const { textarea, onImported } = renderModal();
    await paste(textarea, 'a@x.vn,pw1\nno-password\nb@x.vn,"open\n');
    await userEvent.click(addButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Nothing was sent: fix these lines first.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 2: Expected a username and a password, separated by a comma or a tab.',
      'Line 3: A quoted field is not closed, or has text after its closing quote.',
    ]);
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(textarea)).toContain('Line 2: Expected a username and a password');
    expect(mock!.requests).toHaveLength(0);
    expect(onImported).not.toHaveBeenCalled();

    // Editing the text clears the verdict until the next check.
    await userEvent.type(textarea, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(textarea.getAttribute('aria-invalid')).toBeNull();
  });

  it('lists the first 20 bad lines and counts the rest', async () => {
    serve(ok({}));
    const { textarea } = renderModal();
    await paste(textarea, Array.from({ length: 23 }, (_, index) => `user${index}`).join('\n'));
    await userEvent.click(addButton());
    const items = within(await screen.findByRole('alert')).getAllByRole('listitem');
    expect(items).toHaveLength(21);
    expect(items[19]!.textContent).toMatch(/^Line 20: /);
    expect(items[20]!.textContent).toBe('…and 3 more.');
    expect(mock!.requests).toHaveLength(0);
  });

  it('sends nothing when there is nothing to add', async () => {
    serve(ok({}));
    const { textarea } = renderModal(codes);
    await paste(textarea, '\n   \n');
    await userEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is nothing to add: paste or load at least one item.',
    );
    expect(mock!.requests).toHaveLength(0);
  });

  it('sends the lines, then announces what was added and skipped, clears the text and reports the new stock', async () => {
    const reply: StockImport = { added: 2, skipped: 1, stock: { available: 7, reserved: 1, delivered: 3 } };
    serve(ok(reply));
    const { textarea, onImported } = renderModal();
    await paste(textarea, 'a@x.vn,pw1\r\nb@x.vn,pw2\r\nA@X.VN,pw3\r\n');
    await userEvent.click(addButton());

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Added 2 items; 1 skipped as duplicates.');
    expect(mock!.requests).toHaveLength(1);
    const [request] = mock!.requests;
    expect(request).toMatchObject({ method: 'post', url: '/api/admin/account-stores/variants/42/stock' });
    expect(JSON.parse(request!.data as string)).toEqual({ lines: ['a@x.vn,pw1', 'b@x.vn,pw2', 'A@X.VN,pw3'] });
    expect(onImported).toHaveBeenCalledWith(reply.stock);
    expect(textarea.value).toBe('');
    // Cancel, with nothing left to cancel, becomes Close.
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Close' }).map((button) => button.textContent)).toContain('Close');
  });

  it('reads a chosen file (a spreadsheet’s UTF-8 with a byte order mark) into the text', async () => {
    const { textarea } = renderModal(codes);
    const file = new File(['\uFEFFCODE-1\r\nCODE-2\r\nCODE-1\r\n'], 'codes.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('…or load a file (.csv, .txt)'), file);
    await waitFor(() => expect(textarea.value).toBe('CODE-1\nCODE-2\nCODE-1\n'));
    await waitFor(() => expect(describedBy(textarea)).toContain('2 items, 1 repeated'));

    const reply: StockImport = { added: 2, skipped: 1, stock: { available: 2, reserved: 0, delivered: 0 } };
    serve(ok(reply));
    await userEvent.click(addButton());
    await screen.findByRole('status');
    expect(JSON.parse(mock!.requests[0]!.data as string)).toEqual({ lines: ['CODE-1', 'CODE-2', 'CODE-1'] });
  });

  it('shows why the server refused, and keeps the text to fix and send again', async () => {
    serve(
      fail(400, 'VALIDATION_ERROR', 'Line 1: The line holds a control character.', {
        'lines.0': 'Line 1: The line holds a control character.',
      }),
    );
    const { textarea, onImported } = renderModal(codes);
    await paste(textarea, 'CODE-1\nCODE-2');
    await userEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Line 1: The line holds a control character.');
    expect(onImported).not.toHaveBeenCalled();
    expect(textarea.value).toBe('CODE-1\nCODE-2');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a catalogued failure in the page’s words', async () => {
    serve(fail(404, 'NOT_FOUND', 'No such variant.'));
    const { textarea } = renderModal(codes);
    await paste(textarea, 'CODE-1');
    await userEvent.click(addButton());
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find what you were looking for.');
  });

  it('forgets the pasted stock as it closes', async () => {
    const { textarea, onClose, rerender } = renderModal(codes);
    await paste(textarea, 'SECRET-1');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(false);
    rerender(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Stock lines').value).toBe('');
    expect(document.body.textContent).not.toContain('SECRET-1');
  });
});
