import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminChatPage } from '@/features/admin-chat/components/admin-chat-page';
import type { AdminChatItem, AdminNewMessage, ChatMessageDto } from '@/lib/chat/chat-types';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { pushStream } from '../helpers/push-stream';
import { renderWithApp } from '../helpers/render-with-app';

const playChime = vi.hoisted(() => vi.fn());
vi.mock('@/features/admin-chat/notification-sound', () => ({ playChime, unlockSound: () => {} }));
vi.mock('next/router', () => import('../helpers/router-mock'));

const at = '2026-11-23T10:00:00.000Z';
const dto = (id: number, sender: ChatMessageDto['sender'], text: string, read = false): ChatMessageDto => ({
  id,
  text,
  sender,
  timestamp: at,
  read,
});

function item(sessionId: string, name: string, overrides: Partial<AdminChatItem> = {}): AdminChatItem {
  return {
    sessionId,
    user: { id: `visitor_${sessionId}`, name, phoneNumber: '0901 234 567', kind: 'visitor', email: null },
    lastMessage: dto(1, 'user', `Question from ${name}`),
    unreadCount: 0,
    startedAt: at,
    isOnline: false,
    status: 'active',
    closedAt: null,
    assignedTo: null,
    language: 'en',
    ...overrides,
  };
}

const feedOf = (messages: AdminNewMessage[]) => ok({ unreadCount: messages.length, sessionCount: 1, messages });
const feedMessage = (id: number, sessionId: string): AdminNewMessage => ({
  ...dto(id, 'user', `message ${id}`),
  sessionId,
  userName: 'Lan',
});

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
  playChime.mockReset();
  vi.useRealTimers();
});

function serve(routes: Record<string, MockHandler>) {
  mock = mockApi((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const route = routes[key];
    if (route) return route(config);
    if (key === 'GET /api/chat/admin/messages/new') return feedOf([]);
    if (key === 'GET /api/chat/messages') return ok({ messages: [], status: 'active' });
    if (key === 'PUT /api/admin/chat/messages/read') return ok({ readUpTo: 0 });
    // The chat tools' reads: nothing to show, and the admin online.
    if (key === 'GET /api/admin/chat/canned-replies') return ok([]);
    if (key === 'GET /api/admin/chat/presence') return ok({ status: 'online', anyAdminOnline: true });
    if (key.startsWith('GET /api/admin/chat/sessions/') && key.endsWith('/notes')) return ok([]);
    return fail(404, 'NOT_FOUND', `no route ${key}`);
  });
  return mock;
}

const callsTo = (key: string) =>
  mock!.requests.filter(
    (request: InternalAxiosRequestConfig) => `${request.method?.toUpperCase()} ${request.url}` === key,
  );
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(request.data as string);
const sessionList = () => screen.getByRole('region', { name: 'Conversations' });

describe('admin chat console: the list', () => {
  it('shows active conversations by default with unread counts, online dots and the last message', async () => {
    serve({
      'GET /api/admin/chats': (config) =>
        config.params.status === 'active'
          ? ok(
              [
                item('a', 'Lan', { unreadCount: 2, isOnline: true }),
                item('b', 'Minh', {
                  lastMessage: dto(5, 'admin', 'See you'),
                  user: { id: 'u1', name: 'Minh', phoneNumber: null, kind: 'user', email: 'minh@example.com' },
                }),
              ],
              { page: 1, total_page: 1 },
            )
          : ok([item('c', 'Hoa', { status: 'closed', closedAt: at })], { page: 1, total_page: 1 }),
    });
    renderWithApp(<AdminChatPage />);
    const list = sessionList();
    const lan = await within(list).findByRole('button', { name: /Lan/ });
    expect(lan.textContent).toContain('Online');
    expect(lan.textContent).toContain('Question from Lan');
    expect(lan.textContent).toContain('Unread: 2');
    const minh = within(list).getByRole('button', { name: /Minh/ });
    expect(minh.textContent).toContain('Offline');
    expect(minh.textContent).toContain('Member');
    expect(minh.textContent).toContain('Team: See you');
    expect(callsTo('GET /api/admin/chats')[0]!.params).toEqual({ status: 'active', page: 1, limit: 20 });
    expect((within(list).getByRole('radio', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.setup().click(within(list).getByRole('radio', { name: 'Closed' }));
    expect(await within(list).findByRole('button', { name: /Hoa/ })).toBeTruthy();
    expect(callsTo('GET /api/admin/chats').at(-1)!.params).toMatchObject({ status: 'closed', page: 1 });
  });

  it('offers a retry when the list cannot load', async () => {
    let calls = 0;
    serve({
      'GET /api/admin/chats': () =>
        ++calls === 1 ? 'network-error' : ok([item('a', 'Lan')], { page: 1, total_page: 1 }),
    });
    renderWithApp(<AdminChatPage />);
    await userEvent.setup().click(await within(sessionList()).findByRole('button', { name: 'Try again' }));
    expect(await within(sessionList()).findByRole('button', { name: /Lan/ })).toBeTruthy();
  });

  it('tells a signed-in non-admin that the page is not theirs', () => {
    serve({});
    renderWithApp(<AdminChatPage forbidden />);
    expect(screen.getByRole('heading', { name: 'Administrators only' })).toBeTruthy();
    expect(mock!.requests).toHaveLength(0);
  });
});

describe('admin chat console: a conversation', () => {
  it('opens with the newest 100 messages, marks them read, pages back, replies and closes', async () => {
    const older = Array.from({ length: 100 }, (_, index) => dto(index + 1, 'user', `old ${index + 1}`));
    serve({
      'GET /api/admin/chats': () => ok([item('a', 'Lan', { unreadCount: 1 })], { page: 1, total_page: 1 }),
      'GET /api/chat/history': (config) =>
        config.params.page === 1
          ? ok([dto(101, 'user', 'Do you have a Vietnamese course?'), dto(102, 'system', 'A reply will follow.')], {
              page: 1,
              total_page: 2,
            })
          : ok(older, { page: 2, total_page: 2 }),
      'POST /api/admin/chat/messages': (config) => ok(dto(103, 'admin', bodyOf(config).text)),
      'POST /api/admin/chat/close': () => ok({ sessionId: 'a', status: 'closed', closedAt: at }),
    });
    renderWithApp(<AdminChatPage />);
    const user = userEvent.setup();
    await user.click(await within(sessionList()).findByRole('button', { name: /Lan/ }));

    const conversation = screen.getByRole('region', { name: /Lan/ });
    const log = within(conversation).getByRole('log');
    expect(await within(log).findByText('Do you have a Vietnamese course?')).toBeTruthy();
    // The log holds a list of messages (a list given the role "log" would not be one).
    expect(within(within(log).getByRole('list')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(callsTo('GET /api/chat/history')[0]!.params).toEqual({ sessionId: 'a', page: 1, limit: 100 });
    await waitFor(() => expect(callsTo('PUT /api/admin/chat/messages/read')).toHaveLength(1));
    expect(bodyOf(callsTo('PUT /api/admin/chat/messages/read')[0]!)).toEqual({ sessionId: 'a', lastMessageId: 102 });
    // Shown as read at once, before the next refresh.
    expect(within(sessionList()).getByRole('button', { name: /Lan/ }).textContent).not.toContain('Unread');

    await user.click(within(log).getByRole('button', { name: 'Load older messages' }));
    expect(await within(log).findByText('old 1')).toBeTruthy();
    expect(within(log).getAllByRole('listitem')[0]!.textContent).toContain('old 1');
    expect(within(log).queryByRole('button', { name: 'Load older messages' })).toBeNull();

    await user.type(within(conversation).getByLabelText('Reply'), 'Yes: Vietnamese for beginners.{Enter}');
    expect(await within(log).findByText('Yes: Vietnamese for beginners.')).toBeTruthy();
    // The reply marks read what was on screen, no more.
    expect(bodyOf(callsTo('POST /api/admin/chat/messages')[0]!)).toEqual({
      sessionId: 'a',
      text: 'Yes: Vietnamese for beginners.',
      lastMessageId: 102,
    });
    expect((within(conversation).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('');

    await user.click(within(conversation).getByRole('button', { name: 'Close conversation' }));
    await user.click(within(conversation).getByRole('button', { name: 'Yes, close it' }));
    expect(await within(conversation).findByText('This conversation is closed.')).toBeTruthy();
    expect(within(conversation).queryByLabelText('Reply')).toBeNull();
    expect(bodyOf(callsTo('POST /api/admin/chat/close')[0]!)).toEqual({ sessionId: 'a' });
  });

  it('still shows a contact message stored just before the reply but not yet polled when it was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let replied = false;
    // Polls sent before the reply: the first one after it is the one that must ask after 10.
    let pollsBeforeReply = 0;
    serve({
      'GET /api/admin/chats': () => ok([item('a', 'Lan')], { page: 1, total_page: 1 }),
      'GET /api/chat/history': () => ok([dto(10, 'user', 'Hi')], { page: 1, total_page: 1 }),
      'POST /api/admin/chat/messages': () => {
        replied = true;
        pollsBeforeReply = callsTo('GET /api/chat/messages').length;
        return ok(dto(12, 'admin', 'Hello Lan'));
      },
      // Message 11 was stored before reply 12: once it is sent, a poll after 10 brings both.
      'GET /api/chat/messages': (config) =>
        ok({
          messages:
            replied && config.params.lastMessageId === 10
              ? [dto(11, 'user', 'My order failed'), dto(12, 'admin', 'Hello Lan')]
              : [],
          status: 'active',
        }),
    });
    renderWithApp(<AdminChatPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await within(sessionList()).findByRole('button', { name: /Lan/ }));
    const conversation = screen.getByRole('region', { name: /Lan/ });
    const log = within(conversation).getByRole('log');
    await within(log).findByText('Hi');
    await user.type(within(conversation).getByLabelText('Reply'), 'Hello Lan{Enter}');
    expect(await within(log).findByText('Hello Lan')).toBeTruthy();
    // Replying does not mark message 11 read: the console has not shown it.
    expect(callsTo('PUT /api/admin/chat/messages/read').map((call) => bodyOf(call).lastMessageId)).toEqual([10]);

    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(callsTo('GET /api/chat/messages')[pollsBeforeReply]!.params).toEqual({ sessionId: 'a', lastMessageId: 10 });
    expect(await within(log).findByText('My order failed')).toBeTruthy();
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      expect.stringContaining('Hi'),
      expect.stringContaining('My order failed'),
      expect.stringContaining('Hello Lan'),
    ]);
    // Now on screen, it is read.
    await waitFor(() =>
      expect(callsTo('PUT /api/admin/chat/messages/read').map((call) => bodyOf(call).lastMessageId)).toEqual([10, 12]),
    );
  });

  it('keeps a reply that failed, and says so', async () => {
    serve({
      'GET /api/admin/chats': () => ok([item('a', 'Lan')], { page: 1, total_page: 1 }),
      'GET /api/chat/history': () => ok([dto(1, 'user', 'Hi')], { page: 1, total_page: 1 }),
      'POST /api/admin/chat/messages': () => fail(409, 'CHAT_SESSION_CLOSED', 'Closed.'),
    });
    renderWithApp(<AdminChatPage />);
    const user = userEvent.setup();
    await user.click(await within(sessionList()).findByRole('button', { name: /Lan/ }));
    const conversation = screen.getByRole('region', { name: /Lan/ });
    await within(conversation).findByText('Hi');
    await user.type(within(conversation).getByLabelText('Reply'), 'Hello{Enter}');
    expect((await within(conversation).findByRole('alert')).textContent).toBe(
      'Your reply was not sent. Please try again.',
    );
    expect((within(conversation).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe('admin chat console: notifications', () => {
  it('counts unread messages and chimes for new ones, not for those waiting when it opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const feeds = [[feedMessage(7, 'a')], [feedMessage(7, 'a')], [feedMessage(9, 'b'), feedMessage(7, 'a')]];
    let poll = 0;
    serve({
      'GET /api/admin/chats': () => ok([item('a', 'Lan'), item('b', 'Minh')], { page: 1, total_page: 1 }),
      'GET /api/chat/admin/messages/new': () => feedOf(feeds[Math.min(poll++, feeds.length - 1)]!),
    });
    renderWithApp(<AdminChatPage />);
    expect(await screen.findByText('Unread messages: 1')).toBeTruthy();
    expect(playChime).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(playChime).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('Unread messages: 2')).toBeTruthy();
    expect(playChime).toHaveBeenCalledTimes(1);
    // A new message also refreshes the list at once.
    expect(callsTo('GET /api/admin/chats').length).toBeGreaterThanOrEqual(2);
  });

  it('stays silent when the sound is switched off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let poll = 0;
    serve({
      'GET /api/admin/chats': () => ok([], { page: 1, total_page: 0 }),
      'GET /api/chat/admin/messages/new': () => feedOf(poll++ === 0 ? [] : [feedMessage(3, 'a')]),
    });
    renderWithApp(<AdminChatPage />);
    const sound = await screen.findByRole('checkbox', { name: 'Sound for new messages' });
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(sound);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Unread messages: 1')).toBeTruthy();
    expect(playChime).not.toHaveBeenCalled();
    window.localStorage.clear();
  });
});

describe('admin chat console: the push stream (issue 25)', () => {
  it('polls the open conversation and the list at once when the stream says they changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = pushStream();
    let pushed = false;
    serve({
      'GET /api/admin/chats': () =>
        ok([item('a', 'Lan', pushed ? { unreadCount: 1 } : {})], { page: 1, total_page: 1 }),
      'GET /api/chat/history': () => ok([dto(10, 'user', 'Hi')], { page: 1, total_page: 1 }),
      'GET /api/chat/messages': () =>
        ok({ messages: pushed ? [dto(11, 'user', 'Pushed question')] : [], status: 'active' }),
    });
    renderWithApp(<AdminChatPage />);
    await waitFor(() => expect(stream.requests.map((request) => request.url)).toEqual(['/api/admin/chat/stream']));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await within(sessionList()).findByRole('button', { name: /Lan/ }));
    const log = within(screen.getByRole('region', { name: /Lan/ })).getByRole('log');
    await within(log).findByText('Hi');
    act(() => stream.send('ready', {}));
    // The stream's opening brings a catch-up poll (2 s after the last, the server's minimum);
    // 2 s after that, the pushed change can be fetched at once (the 5 s turn not yet due).
    await act(() => vi.advanceTimersByTimeAsync(4_500));

    pushed = true;
    const [pollsBefore, listsBefore] = [
      callsTo('GET /api/chat/messages').length,
      callsTo('GET /api/admin/chats').length,
    ];
    act(() => stream.send('chat', { sessionId: 'a', messageId: 11 }));
    expect(await within(log).findByText('Pushed question')).toBeTruthy();
    expect(callsTo('GET /api/chat/messages').length).toBe(pollsBefore + 1);
    await waitFor(() => expect(callsTo('GET /api/admin/chats').length).toBeGreaterThan(listsBefore));
  });
});
