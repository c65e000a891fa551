import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminChatPage } from '@/features/admin-chat/components/admin-chat-page';
import { AdminReplyBox } from '@/features/admin-chat/components/admin-reply-box';
import type { CannedReply, ChatNote } from '@/lib/chat/chat-tools-types';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { renderWithApp } from '../helpers/render-with-app';
import { stubResizeObserver } from '../helpers/resize-observer';

vi.mock('@/features/admin-chat/notification-sound', () => ({ playChime: () => {}, unlockSound: () => {} }));
vi.mock('next/router', () => import('../helpers/router-mock'));

const at = '2026-11-23T10:00:00.000Z';
const ADMINS = [
  { id: 'admin-1', name: 'Quản trị An' },
  { id: 'admin-2', name: 'Bình Admin' },
];

function canned(id: number, language: 'en' | 'vi', shortcut: string, text: string): CannedReply {
  return { id, language, shortcut, text, createdBy: ADMINS[0]!, createdAt: at, updatedBy: ADMINS[0]!, updatedAt: at };
}

const REPLIES = [
  canned(1, 'en', 'price', 'Our courses start at 199.000 VND.'),
  canned(2, 'en', 'pay', 'You can pay by card or bank transfer.'),
  canned(3, 'en', 'hello', 'Hello! How can we help?'),
  canned(4, 'vi', 'price', 'Khóa học từ 199.000 ₫.'),
];

function item(overrides: Partial<AdminChatItem> = {}): AdminChatItem {
  return {
    sessionId: 'a',
    user: { id: 'visitor_a', name: 'Lan', phoneNumber: '0901 234 567', kind: 'visitor', email: 'lan@example.com' },
    lastMessage: { id: 1, text: 'Hi', sender: 'user', timestamp: at, read: true },
    unreadCount: 0,
    startedAt: at,
    isOnline: true,
    status: 'active',
    closedAt: null,
    assignedTo: null,
    language: 'en',
    ...overrides,
  };
}

stubResizeObserver();

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
});

function serve(routes: Record<string, MockHandler>) {
  mock = mockApi((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const route = routes[key];
    if (route) return route(config);
    if (key === 'GET /api/chat/admin/messages/new') return ok({ unreadCount: 0, sessionCount: 0, messages: [] });
    if (key === 'GET /api/chat/history')
      return ok([{ id: 1, text: 'Hi', sender: 'user', timestamp: at, read: true }], { page: 1, total_page: 1 });
    if (key === 'GET /api/chat/messages') return ok({ messages: [], status: 'active' });
    if (key === 'PUT /api/admin/chat/messages/read') return ok({ readUpTo: 1 });
    if (key === 'GET /api/admin/chat/canned-replies') return ok(REPLIES);
    if (key === 'GET /api/admin/chat/presence') return ok({ status: 'online', anyAdminOnline: true });
    if (key === 'GET /api/admin/chat/sessions/a/notes') return ok([]);
    return fail(404, 'NOT_FOUND', `no route ${key}`);
  });
  return mock;
}

const callsTo = (key: string) =>
  mock!.requests.filter(
    (request: InternalAxiosRequestConfig) => `${request.method?.toUpperCase()} ${request.url}` === key,
  );
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(request.data as string);

describe('the reply box: canned replies on "/"', () => {
  const renderBox = () => {
    const onSend = vi.fn(async () => true);
    renderWithApp(<AdminReplyBox onSend={onSend} cannedReplies={REPLIES.filter((reply) => reply.language === 'en')} />);
    return { onSend, box: screen.getByLabelText('Reply') as HTMLTextAreaElement };
  };

  it('opens on "/", filters as one types, moves with the arrows and inserts with Enter for editing', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    await user.type(box, 'Hi Lan, /');
    const listbox = screen.getByRole('listbox', { name: 'Canned replies' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '/price Our courses start at 199.000 VND.',
      '/pay You can pay by card or bank transfer.',
      '/hello Hello! How can we help?',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 canned replies: arrows to choose, Enter to insert.');
    await user.type(box, 'p');
    // Shortcuts starting with it first, then replies holding it ("help").
    const shortcuts = () =>
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent!.split(' ')[0]);
    expect(shortcuts()).toEqual(['/price', '/pay', '/hello']);
    await user.type(box, 'a');
    expect(shortcuts()).toEqual(['/pay']);
    await user.keyboard('{Backspace}');
    // The first is active; the textbox points at it (aria-activedescendant).
    const first = within(listbox).getAllByRole('option')[0]!;
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    const selected = () => within(listbox).getByRole('option', { selected: true }).textContent;
    await user.keyboard('{ArrowDown}');
    expect(selected()).toContain('/pay');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(selected()).toContain('/hello');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toContain('/pay');
    await user.keyboard('{Enter}');
    // Inserted in place of "/p", not sent: the admin edits it first.
    expect(box.value).toBe('Hi Lan, You can pay by card or bank transfer.');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(box, ' Thanks!{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hi Lan, You can pay by card or bank transfer. Thanks!');
  });

  it('inserts on a click and with Tab, says when nothing matches, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    await user.type(box, '/hel');
    await user.click(screen.getByRole('option', { name: /\/hello/ }));
    expect(box.value).toBe('Hello! How can we help?');
    expect(document.activeElement).toBe(box);

    await user.clear(box);
    await user.type(box, '/zzz');
    expect(screen.getByText('No canned reply matches /zzz.')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '/pri{Tab}');
    expect(box.value).toBe('Our courses start at 199.000 VND.');

    await user.clear(box);
    await user.type(box, '/pr');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Closed, Enter sends what was typed.
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('/pr');
  });

  it('leaves slashes inside words alone (a URL, a date)', async () => {
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.type(box, 'see https://example.com/p and 1/2');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the console: the chat tools', () => {
  it("offers the conversation's language only, and sends the inserted reply", async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/admin/chats': () => ok([item({ language: 'vi' })], { page: 1, total_page: 1 }),
      'POST /api/admin/chat/messages': (config) =>
        ok({ id: 2, text: JSON.parse(config.data as string).text, sender: 'admin', timestamp: at, read: false }),
    });
    renderWithApp(<AdminChatPage admins={ADMINS} />);
    await user.click(await screen.findByRole('button', { name: /Lan/ }));
    const conversation = screen.getByRole('region', { name: /Lan/ });
    await user.type(await within(conversation).findByLabelText('Reply'), '/');
    const listbox = await within(conversation).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(within(listbox).getByRole('option').textContent).toBe('/price Khóa học từ 199.000 ₫.');
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(callsTo('POST /api/admin/chat/messages')).toHaveLength(1));
    expect(bodyOf(callsTo('POST /api/admin/chat/messages')[0]!).text).toBe('Khóa học từ 199.000 ₫.');
  });

  it('switches the admin away and online again', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/admin/chats': () => ok([], { page: 1, total_page: 0 }),
      'PUT /api/admin/chat/presence': (config) =>
        ok({
          status: JSON.parse(config.data as string).status,
          anyAdminOnline: JSON.parse(config.data as string).status === 'online',
        }),
    });
    renderWithApp(<AdminChatPage admins={ADMINS} />);
    const toggle = await screen.findByRole('switch', { name: 'Online for visitors' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByText('Online: visitors see that the team is here.')).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(bodyOf(callsTo('PUT /api/admin/chat/presence')[0]!)).toEqual({ status: 'away' });
    expect(screen.getByText(/Away: visitors are told that no admin is online/)).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('assigns the conversation, keeps internal notes apart, and searches past conversations', async () => {
    const user = userEvent.setup();
    const notes: ChatNote[] = [];
    serve({
      'GET /api/admin/chats': () => ok([item()], { page: 1, total_page: 1 }),
      'PATCH /api/admin/chat/sessions/a': (config) =>
        ok(
          item({
            assignedTo: ADMINS.find((admin) => admin.id === JSON.parse(config.data as string).assignedTo) ?? null,
          }),
        ),
      'GET /api/admin/chat/sessions/a/notes': () => ok(notes),
      'POST /api/admin/chat/sessions/a/notes': (config) =>
        ok({ id: 1, text: JSON.parse(config.data as string).text, author: ADMINS[0], createdAt: at }),
    });
    renderWithApp(<AdminChatPage admins={ADMINS} />);
    await user.click(await screen.findByRole('button', { name: /Lan/ }));
    const conversation = screen.getByRole('region', { name: /Lan/ });

    const assignee = within(conversation).getByLabelText('Assigned to') as HTMLSelectElement;
    expect(assignee.value).toBe('');
    await user.selectOptions(assignee, 'Bình Admin');
    await waitFor(() => expect(assignee.value).toBe('admin-2'));
    expect(bodyOf(callsTo('PATCH /api/admin/chat/sessions/a')[0]!)).toEqual({ assignedTo: 'admin-2' });
    await user.selectOptions(assignee, 'Nobody');
    await waitFor(() => expect(bodyOf(callsTo('PATCH /api/admin/chat/sessions/a')[1]!)).toEqual({ assignedTo: null }));

    await user.click(within(conversation).getByText('Internal notes', { selector: 'summary' }));
    expect(await within(conversation).findByText('No notes yet.')).toBeTruthy();
    expect(within(conversation).getByText('Only the team sees these notes; the visitor never does.')).toBeTruthy();
    await user.type(within(conversation).getByLabelText('New internal note'), 'Promised a call on Monday');
    await user.click(within(conversation).getByRole('button', { name: 'Add note' }));
    const noteList = await within(conversation).findByRole('list', { name: 'Internal notes' });
    expect(noteList.textContent).toContain('Promised a call on Monday');
    expect(noteList.textContent).toContain('Quản trị An');
    // A note is not a message of the conversation.
    expect(within(within(conversation).getByRole('log')).queryByText('Promised a call on Monday')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(callsTo('GET /api/admin/chats').at(-1)!.params).toMatchObject({ assigned: 'me' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'ielts');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(callsTo('GET /api/admin/chats').at(-1)!.params).toMatchObject({
        q: 'ielts',
        status: 'all',
        assigned: 'me',
      }),
    );
    expect(screen.getByText(/Conversations matching “ielts”, past ones included./)).toBeTruthy();
    // A search looks in past conversations: the status filter moves to All.
    const statusFilter = screen.getByRole('group', { name: 'Show' });
    expect((within(statusFilter).getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
  });

  it('closes with the transcript when there is an email, and says why not when there is none', async () => {
    const user = userEvent.setup();
    serve({
      'GET /api/admin/chats': () =>
        ok([item(), item({ sessionId: 'b', user: { ...item().user, id: 'visitor_b', name: 'Minh', email: null } })], {
          page: 1,
          total_page: 1,
        }),
      'GET /api/admin/chat/sessions/b/notes': () => ok([]),
      'POST /api/admin/chat/close': (config) =>
        ok({
          sessionId: 'a',
          status: 'closed',
          closedAt: at,
          transcriptTo: JSON.parse(config.data as string).sendTranscript ? 'lan@example.com' : null,
        }),
    });
    renderWithApp(<AdminChatPage admins={ADMINS} />);

    await user.click(await screen.findByRole('button', { name: /Minh/ }));
    let conversation = screen.getByRole('region', { name: /Minh/ });
    await user.click(within(conversation).getByRole('button', { name: 'Close conversation' }));
    const disabled = within(conversation).getByRole('checkbox', { name: 'Mail the transcript to the visitor' });
    expect((disabled as HTMLInputElement).disabled).toBe(true);
    expect(disabled.getAttribute('aria-describedby')).toBe('admin-transcript-hint');
    expect(within(conversation).getByText(/No email address: the visitor gave none/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Lan/ }));
    conversation = screen.getByRole('region', { name: /Lan/ });
    await user.click(within(conversation).getByRole('button', { name: 'Close conversation' }));
    const transcript = within(conversation).getByRole('checkbox', { name: 'Mail the transcript to the visitor' });
    expect(within(conversation).getByText(/go to lan@example.com, in the conversation's language/)).toBeTruthy();
    await user.click(transcript);
    await user.click(within(conversation).getByRole('button', { name: 'Yes, close it' }));
    expect(await within(conversation).findByText('The transcript is mailed to lan@example.com.')).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/chat/close')[0]!)).toEqual({ sessionId: 'a', sendTranscript: true });
  });

  it('adds a canned reply in the drawer and shows a taken shortcut on its field', async () => {
    const user = userEvent.setup();
    let taken = true;
    serve({
      'GET /api/admin/chats': () => ok([], { page: 1, total_page: 0 }),
      'POST /api/admin/chat/canned-replies': (config) => {
        if (taken) {
          taken = false;
          return fail(409, 'SHORTCUT_TAKEN', 'shortcut: taken', { shortcut: 'taken' });
        }
        const body = JSON.parse(config.data as string);
        return ok(canned(9, body.language, body.shortcut, body.text));
      },
    });
    renderWithApp(<AdminChatPage admins={ADMINS} />);
    await user.click(screen.getByRole('button', { name: 'Canned replies' }));
    const drawer = await screen.findByRole('dialog', { name: 'Canned replies' });
    // Each language's list: /price in both.
    expect(within(drawer).getAllByText('/price', { selector: 'strong' })).toHaveLength(2);
    await user.type(within(drawer).getByLabelText('Shortcut'), '/Hello');
    await user.type(within(drawer).getByLabelText('Reply'), 'Hi there!');
    await user.click(within(drawer).getByRole('button', { name: 'Add reply' }));
    expect(
      await within(drawer).findByText(
        'Another canned reply in this language already uses this shortcut. Choose another one.',
      ),
    ).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/admin/chat/canned-replies')[0]!)).toEqual({
      language: 'en',
      shortcut: 'hello',
      text: 'Hi there!',
    });
    await user.click(within(drawer).getByRole('button', { name: 'Add reply' }));
    expect(await within(drawer).findByText('Saved /hello.')).toBeTruthy();
    // The list is read again after the change.
    await waitFor(() => expect(callsTo('GET /api/admin/chat/canned-replies').length).toBeGreaterThan(1));
    // antd's drawer and form are slow to render in jsdom.
  }, 20_000);
});
