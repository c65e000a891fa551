import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IssueEditorView } from '@/features/admin/components/newsletter/issue-editor-view';
import { NewsletterView } from '@/features/admin/components/newsletter/newsletter-view';
import type { AdminIssue, AdminSubscriber, IssueProgress } from '@/lib/admin/admin-newsletter-types';
import { fail, mockApi, ok } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';
import { router, setRouter } from '../helpers/router-mock';

vi.mock('next/router', () => import('../helpers/router-mock'));
stubResizeObserver();

const zero = { total: 0, queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0, interrupted: 0 };
const noProgress: IssueProgress = { en: zero, vi: zero };

const draft: AdminIssue = {
  id: '5f0c2b1a-8d3e-4f6a-9b7c-1d2e3f4a5b6c',
  subject: { en: 'New courses in December', vi: 'Khóa học mới tháng Mười Hai' },
  body_markdown: { en: '# December\n\nThree new courses.', vi: '# Tháng Mười Hai\n\nBa khóa học mới.' },
  status: 'draft',
  progress: noProgress,
  audience: { en: 2, vi: 1 },
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  send_started_at: null,
  sent_at: null,
};

const sending: AdminIssue = {
  ...draft,
  status: 'sending',
  send_started_at: '2026-11-21T03:00:00.000Z',
  progress: { en: { ...zero, total: 2, queued: 2 }, vi: { ...zero, total: 1, sent: 1 } },
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => setRouter({ pathname: '/admin/newsletter/[id]', asPath: `/admin/newsletter/${draft.id}` }));
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

const sent = (index: number) => JSON.parse((mock!.requests[index]!.data as string | undefined) ?? 'null') as unknown;

describe("a newsletter issue's editor", () => {
  it('confirms the send with the counts per language, then shows the progress and asks for it again until it ends', async () => {
    const done: AdminIssue = {
      ...sending,
      status: 'sent',
      sent_at: '2026-11-21T03:01:00.000Z',
      progress: { en: { ...zero, total: 2, sent: 1, interrupted: 1 }, vi: { ...zero, total: 1, sent: 1 } },
    };
    mock = mockApi((config) => ok(config.method === 'post' ? sending : done));
    renderWithApp(<IssueEditorView issue={draft} />);
    expect(screen.getByRole('heading', { level: 1, name: 'New courses in December' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send to 3 readers' }));
    expect(await screen.findByText('English: 2 confirmed readers')).toBeTruthy();
    expect(screen.getByText('Vietnamese: 1 confirmed reader')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Send to 3 readers' }).at(-1)!;
    await userEvent.click(confirm);
    expect(await screen.findByText('The send has started.')).toBeTruthy();
    expect(mock.requests[0]).toMatchObject({ method: 'post', url: `/api/admin/newsletter/issues/${draft.id}/send` });

    // Read only from now on, with a bar per language.
    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(within(progress).getByRole('progressbar', { name: 'English: 0 of 2 mails done' })).toBeTruthy();
    expect(within(progress).getByRole('progressbar', { name: 'Vietnamese: 1 of 1 mails done' })).toBeTruthy();
    expect((screen.getByLabelText('Subject (English)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /Send to/ })).toBeNull();

    // The poll's answer: done, one mail interrupted, said and explained.
    await waitFor(() => expect(within(progress).getByText(/English · 2 of 2 done/)).toBeTruthy(), { timeout: 4_000 });
    expect(mock.requests[1]).toMatchObject({ method: 'get', url: `/api/admin/newsletter/issues/${draft.id}` });
    expect(within(progress).getByText(/interrupted 1/)).toBeTruthy();
    expect(within(progress).getByText(/Whether they arrived is unknown/)).toBeTruthy();
  }, 15_000);

  it('previews a language as the server renders it, in a sandboxed frame', async () => {
    mock = mockApi(() => ok({ html: '<h2>December</h2><p>Three new courses.</p>' }));
    renderWithApp(<IssueEditorView issue={draft} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview in English' }));
    const frame = await screen.findByTitle("Preview of the mail's body in English");
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h2>December</h2>');
    expect(mock.requests[0]).toMatchObject({ method: 'post', url: '/api/admin/newsletter/preview' });
    expect(sent(0)).toEqual({ body_markdown: '# December\n\nThree new courses.' });
  });

  it('mails a test to the admin in the chosen language and says where it went', async () => {
    mock = mockApi(() => ok({ to: 'minh@example.test', languages: ['vi'] }));
    renderWithApp(<IssueEditorView issue={draft} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Test in' }));
    await userEvent.click(await screen.findByTitle('Vietnamese'));
    await userEvent.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Test mail sent to minh@example.test.')).toBeTruthy();
    expect(sent(0)).toEqual({ language: 'vi' });
  });

  it('shows a refused send on its field, and asks to save first when the texts changed', async () => {
    const half: AdminIssue = { ...draft, body_markdown: { ...draft.body_markdown, vi: '' } };
    mock = mockApi(() =>
      fail(400, 'VALIDATION_ERROR', 'body_markdown.vi: Write the Vietnamese body, or clear its subject.', {
        'body_markdown.vi': 'Write the Vietnamese body, or clear its subject.',
      }),
    );
    renderWithApp(<IssueEditorView issue={half} />);
    // Only English is written: its readers only.
    await userEvent.click(screen.getByRole('button', { name: 'Send to 2 readers' }));
    expect(await screen.findByText('Vietnamese: not written, not sent')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Send to 2 readers' }).at(-1)!);
    expect(await screen.findByText('Write the Vietnamese body, or clear its subject.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Subject (English)'), '!');
    expect(screen.getAllByText('Save your changes before sending.').length).toBeGreaterThan(0);
    // The page's button (the confirmation's own stays in the document, hidden).
    const button = screen.getAllByRole('button', { name: 'Send to 2 readers' })[0] as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  }, 15_000);

  it('creates a new issue on its first save and opens its page', async () => {
    mock = mockApi(() => ({ status: 201, data: { success: true, data: draft } }));
    setRouter({ pathname: '/admin/newsletter/[id]', asPath: '/admin/newsletter/new' });
    renderWithApp(<IssueEditorView issue={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'New issue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send to/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('Subject (English)'), 'Hello');
    await userEvent.type(screen.getByLabelText('Body (Markdown) (English)'), 'Hi **all**');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith(`/admin/newsletter/${draft.id}`));
    expect(sent(0)).toEqual({ subject: { en: 'Hello', vi: '' }, body_markdown: { en: 'Hi **all**', vi: '' } });
  }, 15_000);
});

describe('the newsletter page', () => {
  const subscriber: AdminSubscriber = {
    id: '1a2b3c4d-1111-4111-8111-111111111111',
    email: 'lan@example.test',
    language: 'vi',
    status: 'unsubscribed',
    created_at: '2026-11-01T03:00:00.000Z',
    confirmed_at: '2026-11-01T03:05:00.000Z',
    unsubscribed_at: '2026-11-10T03:00:00.000Z',
  };

  it('lists subscribers with their status, and exports the filtered list as CSV', () => {
    setRouter({
      pathname: '/admin/newsletter',
      asPath: '/admin/newsletter?q=lan&status=unsubscribed',
      query: { q: 'lan', status: 'unsubscribed' },
    });
    renderWithApp(
      <NewsletterView
        tab="subscribers"
        subscribers={{ items: [subscriber], page: 1, totalPage: 1, pageSize: 20 }}
        issues={null}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Subscribers', selected: true })).toBeTruthy();
    const row = screen.getByRole('row', { name: /lan@example\.test/ });
    expect(within(row).getByText('Unsubscribed')).toBeTruthy();
    expect(within(row).getByText('Vietnamese')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/newsletter/subscribers/export?q=lan&status=unsubscribed',
    );
  });

  it('lists issues with their status and progress, and opens the other tab through the URL', async () => {
    setRouter({ pathname: '/admin/newsletter', asPath: '/admin/newsletter?tab=issues', query: { tab: 'issues' } });
    renderWithApp(
      <NewsletterView
        tab="issues"
        subscribers={null}
        issues={{ items: [sending, { ...draft, id: 'd2' }], page: 1, totalPage: 1, pageSize: 20 }}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sending')).toBeTruthy();
    expect(within(rows[0]!).getByRole('progressbar', { name: 'English: 0 of 2 mails done' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'New courses in December' }).getAttribute('href')).toBe(
      '/admin/newsletter/d2',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Subscribers' }));
    expect(router.push).toHaveBeenCalledWith({ pathname: '/admin/newsletter', query: {} });
    await userEvent.click(screen.getByRole('button', { name: 'New issue' }));
    expect(router.push).toHaveBeenCalledWith('/admin/newsletter/new');
  });
});
