import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeSession, saveSession } from '@/lib/auth/browser-session';
import { restoreSession } from '@/store/auth-slice';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { VISITOR_RECORD_KEY, type VisitorRecord } from '@/features/chat/chat-storage';
import type { ChatMessageDto } from '@/lib/chat/chat-types';
import { fail, mockApi, ok, type MockHandler } from '../../unit/api/mock-adapter';
import { pushStream } from '../helpers/push-stream';
import { renderWithApp } from '../helpers/render-with-app';

vi.mock('next/router', () => import('../helpers/router-mock'));

const SESSION = '0f4f3b1e-3c1a-4d7e-9d7a-5b2f7c9e1a10';
const visitorRecord: VisitorRecord = {
  visitorId: 'visitor_abcdefghijklmnopqrstuv',
  name: 'Lan',
  phoneNumber: '0901 234 567',
  sessionId: SESSION,
  registeredAt: '2026-11-20T08:00:00.000Z',
  chatToken: 'chat.token.value',
};
const at = '2026-11-23T10:00:00.000Z';
const dto = (id: number, sender: ChatMessageDto['sender'], text: string, read = false): ChatMessageDto => ({
  id,
  text,
  sender,
  timestamp: at,
  read,
});
const started = (extra: object = {}) =>
  ok({
    chatSessionId: SESSION,
    initialMessages: [],
    status: 'active',
    userId: visitorRecord.visitorId,
    chatToken: 'new.chat.token',
    ...extra,
  });

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  mock?.restore();
  mock = undefined;
  window.localStorage.clear();
  removeSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
beforeEach(() => {
  // The launcher loads the widget when the browser is idle; here, at once.
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
});

/** The chat API as the widget sees it; `routes` answer by "METHOD path". Unlisted calls succeed quietly. */
function serve(routes: Record<string, MockHandler>) {
  mock = mockApi((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const route = routes[key];
    if (route) return route(config);
    if (key === 'PUT /api/chat/status') return ok({ status: 'online' });
    if (key === 'PUT /api/chat/messages/read') return ok({ readUpTo: 0 });
    if (key === 'GET /api/chat/messages') return ok({ messages: [], status: 'active' });
    if (key === 'GET /api/chat/history') return ok([], { page: 1, total_page: 0 });
    return fail(404, 'NOT_FOUND', `no route ${key}`);
  });
  return mock;
}

const callsTo = (key: string) =>
  mock!.requests.filter(
    (request: InternalAxiosRequestConfig) => `${request.method?.toUpperCase()} ${request.url}` === key,
  );
const bodyOf = (request: InternalAxiosRequestConfig) => JSON.parse(request.data as string);

async function openChat() {
  const user = userEvent.setup();
  // The widget's code loads on the first click (a chunk of its own): on a loaded machine the
  // first import in a test worker takes longer than findBy's default second.
  await user.click(screen.getByRole('button', { name: /^Chat with us/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Chat with LearnHub' }, { timeout: 5_000 }) };
}

describe('chat widget: registration (spec §5)', () => {
  it('asks a visitor for name and phone, and ignores the submit while either is empty', async () => {
    serve({ 'POST /api/chat/initialize': () => started() });
    renderWithApp(<ChatLauncher />);
    const { user, dialog } = await openChat();
    const name = within(dialog).getByLabelText('Your name');
    const phone = within(dialog).getByLabelText('Phone number');
    const submit = within(dialog).getByRole('button', { name: 'Start chat' });
    expect(phone.getAttribute('type')).toBe('tel');
    // The panel moves the focus to its first field once it has mounted (its code loads on the first open).
    await waitFor(() => expect(document.activeElement).toBe(name));

    await user.click(submit);
    await user.type(name, 'Lan');
    await user.click(submit);
    await user.clear(name);
    await user.type(phone, '0901 234 567');
    await user.click(submit);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(callsTo('POST /api/chat/initialize')).toHaveLength(0);

    await user.type(name, 'Lan');
    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(submit);
    expect(within(dialog).getByText('Please enter a valid phone number.')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST /api/chat/initialize')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0901 234 567{Enter}');
    expect(await within(dialog).findByText(/No messages yet/)).toBeTruthy();
    const [request] = callsTo('POST /api/chat/initialize');
    expect(bodyOf(request!)).toEqual({ userName: 'Lan', userPhone: '0901 234 567' });
    expect(request!.headers.has('X-Chat-Token')).toBe(false);
    // Spec §3 visitor record, plus the token the server issued for the conversation.
    expect(JSON.parse(window.localStorage.getItem(VISITOR_RECORD_KEY)!)).toEqual({
      visitorId: visitorRecord.visitorId,
      name: 'Lan',
      phoneNumber: '0901 234 567',
      sessionId: SESSION,
      registeredAt: expect.stringMatching(/^\d{4}-/),
      chatToken: 'new.chat.token',
    });
    expect(within(dialog).getByLabelText('Message')).toBeTruthy();
  });

  it('takes an optional email for a transcript, checked before it is sent', async () => {
    serve({ 'POST /api/chat/initialize': () => started() });
    renderWithApp(<ChatLauncher />);
    const { user, dialog } = await openChat();
    const email = within(dialog).getByLabelText('Email (optional)');
    expect(email.getAttribute('type')).toBe('email');
    expect(within(dialog).getByText('If you give it, we can mail you a copy of this conversation.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your name'), 'Lan');
    await user.type(within(dialog).getByLabelText('Phone number'), '0901 234 567');
    await user.type(email, 'lan@');
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST /api/chat/initialize')).toHaveLength(0);
    await user.type(email, 'example.com{Enter}');
    expect(await within(dialog).findByText(/No messages yet/)).toBeTruthy();
    expect(bodyOf(callsTo('POST /api/chat/initialize')[0]!)).toEqual({
      userName: 'Lan',
      userPhone: '0901 234 567',
      userEmail: 'lan@example.com',
    });
  });

  it('lets a signed-in user chat without registering', async () => {
    serve({ 'POST /api/chat/initialize': () => started({ userId: 'user-1', chatToken: null }) });
    saveSession({ token: 'jwt', user: { id: 'user-1', name: 'An' } });
    const { store } = renderWithApp(<ChatLauncher />);
    store.dispatch(restoreSession());
    const { dialog } = await openChat();
    expect(await within(dialog).findByLabelText('Message')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Your name')).toBeNull();
    expect(bodyOf(callsTo('POST /api/chat/initialize')[0]!)).toEqual({ userId: 'user-1' });
  });

  it('says so when the chat cannot start (spec §8), and tries again on request', async () => {
    let calls = 0;
    serve({
      'POST /api/chat/initialize': () =>
        ++calls === 1 ? 'network-error' : started({ userId: 'user-1', chatToken: null }),
    });
    saveSession({ token: 'jwt', user: { id: 'user-1', name: 'An' } });
    const { store } = renderWithApp(<ChatLauncher />);
    store.dispatch(restoreSession());
    const { user, dialog } = await openChat();
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Could not initialize chat. Please try again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Message')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(callsTo('POST /api/chat/initialize')).toHaveLength(2);
  });
});

describe('chat widget: sending (spec §4)', () => {
  it('shows a message at once, marks it "(failed to send)" when sending fails, and retries it', async () => {
    let release: (() => void) | undefined;
    let sends = 0;
    serve({
      'POST /api/chat/messages': () => {
        sends += 1;
        if (sends === 1) return new Promise((resolve) => (release = () => resolve('network-error')));
        return ok(dto(41, 'user', 'Is the course in English?'));
      },
    });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    const { user, dialog } = await openChat();
    await user.type(await within(dialog).findByLabelText('Message'), '  Is the course in English?  {Enter}');

    const log = within(dialog).getByRole('log');
    expect(within(log).getByText('Is the course in English?')).toBeTruthy();
    expect(within(log).getByText('Sending…')).toBeTruthy();
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');

    await act(async () => release!());
    expect(await within(log).findByText('(failed to send)')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Failed to send message. Please try again.');

    await user.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByText('(failed to send)')).toBeNull());
    expect(within(log).getAllByText('Is the course in English?')).toHaveLength(1);
    const sent = callsTo('POST /api/chat/messages');
    expect(sent).toHaveLength(2);
    expect(bodyOf(sent[1]!)).toEqual({
      sessionId: SESSION,
      userId: visitorRecord.visitorId,
      text: 'Is the course in English?',
    });
    // The stored conversation was resumed: its token goes with every call.
    expect(sent[1]!.headers.get('X-Chat-Token')).toBe(visitorRecord.chatToken);
  });

  it('still shows a reply stored just before the visitor’s message but not yet polled when it was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    // Polls sent before the message: the first one after it is the one that must ask after 10.
    let pollsBeforeSend = 0;
    serve({
      'GET /api/chat/history': () =>
        ok([dto(10, 'admin', 'Hello, how can we help?', true)], { page: 1, total_page: 1 }),
      'POST /api/chat/messages': () => {
        pollsBeforeSend = polls;
        return ok(dto(12, 'user', 'Is there a discount?'));
      },
      'GET /api/chat/messages': (config) => {
        polls += 1;
        // Reply 11 was stored before message 12: a poll after 10 brings both.
        return ok({
          messages:
            polls > 1 && config.params.lastMessageId === 10
              ? [dto(11, 'admin', 'One moment'), dto(12, 'user', 'Is there a discount?')]
              : [],
          status: 'active',
        });
      },
    });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: /^Chat with us/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Chat with LearnHub' });
    await user.type(await within(dialog).findByLabelText('Message'), 'Is there a discount?{Enter}');
    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(callsTo('GET /api/chat/messages')[pollsBeforeSend]!.params).toEqual({
      sessionId: SESSION,
      lastMessageId: 10,
    });
    expect(await within(log).findByText('One moment')).toBeTruthy();
    // In the order the server stored them, the visitor's message once.
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Hello, how can we help?'),
      expect.stringContaining('One moment'),
      expect.stringContaining('Is there a discount?'),
    ]);
  });

  it('never sends blank text, and shows the text as text (no markup)', async () => {
    serve({
      'GET /api/chat/history': () =>
        ok([dto(3, 'admin', '<img src=x onerror=alert(1)> hello', true)], { page: 1, total_page: 1 }),
    });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    const { user, dialog } = await openChat();
    expect(await within(dialog).findByText('<img src=x onerror=alert(1)> hello')).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
    await user.type(within(dialog).getByLabelText('Message'), '   {Enter}');
    expect(callsTo('POST /api/chat/messages')).toHaveLength(0);
  });
});

describe('chat widget: the badge and a returning visitor', () => {
  it('resumes the stored conversation after a reload and raises the badge for unread replies while closed', async () => {
    serve({
      'GET /api/chat/history': () =>
        ok([dto(10, 'user', 'Hello', true), dto(11, 'admin', 'Hi Lan, how can we help?')], { page: 1, total_page: 1 }),
      'GET /api/chat/messages': () => ok({ messages: [dto(12, 'admin', 'Are you still there?')], status: 'active' }),
    });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);

    const button = await screen.findByRole('button', { name: 'Chat with us. Unread messages: 2' });
    expect(button.textContent).toContain('2');
    expect(screen.getByRole('status').textContent).toBe('Unread messages: 2');
    const [history] = callsTo('GET /api/chat/history');
    expect(history!.params).toEqual({ sessionId: SESSION, page: 1, limit: 50 });
    expect(history!.headers.get('X-Chat-Token')).toBe('chat.token.value');
    expect(callsTo('GET /api/chat/messages')[0]!.params).toEqual({ sessionId: SESSION, lastMessageId: 11 });
    // Nothing new was created for a visitor who only browses.
    expect(callsTo('POST /api/chat/initialize')).toHaveLength(0);

    const { dialog } = await openChat();
    const log = within(dialog).getByRole('log');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Hello'),
      expect.stringContaining('Hi Lan, how can we help?'),
      expect.stringContaining('Are you still there?'),
    ]);
    expect(screen.getByRole('button', { name: 'Close chat', expanded: true }).textContent).not.toMatch(/\d/);
    await waitFor(() => expect(callsTo('PUT /api/chat/messages/read')).toHaveLength(1));
    expect(bodyOf(callsTo('PUT /api/chat/messages/read')[0]!)).toEqual({ sessionId: SESSION, lastMessageId: 12 });
  });

  it('forgets a conversation the server no longer knows', async () => {
    serve({ 'GET /api/chat/history': () => fail(404, 'NOT_FOUND', 'No such chat session.') });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    await waitFor(() => expect(window.localStorage.getItem(VISITOR_RECORD_KEY)).toBeNull());
  });

  it('shows an ended conversation and starts a new one on request', async () => {
    serve({
      'POST /api/chat/initialize': () => started({ chatSessionId: 'second-session' }),
      'GET /api/chat/history': () =>
        ok([dto(20, 'system', 'This conversation has been closed.')], { page: 1, total_page: 1 }),
      'GET /api/chat/messages': () => ok({ messages: [], status: 'closed' }),
    });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    await waitFor(() => expect(callsTo('GET /api/chat/messages')).toHaveLength(1));
    const { user, dialog } = await openChat();
    expect(await within(dialog).findByText('This conversation has ended.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Message')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start a new conversation' }));
    expect(await within(dialog).findByLabelText('Message')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(VISITOR_RECORD_KEY)!).sessionId).toBe('second-session');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    serve({});
    renderWithApp(<ChatLauncher />);
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with us' }));
  });
});

describe('chat widget: polling pace (spec §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls every 10 s while the panel is closed and every 5 s while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // When each poll went out, on the fake clock. That clock also runs on with real time
    // (waitFor needs it), so how many polls a fixed advance brings would depend on how fast
    // the machine runs the test; the gaps between polls do not.
    const sentAt: number[] = [];
    serve({
      'GET /api/chat/messages': () => {
        sentAt.push(Date.now());
        return ok({ messages: [], status: 'active' });
      },
    });
    const gapsFrom = (index: number) => sentAt.slice(index + 1).map((time, n) => time - sentAt[index + n]!);
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    // Resuming after the page loads checks once for what is new.
    await waitFor(() => expect(sentAt).toHaveLength(1));

    await act(() => vi.advanceTimersByTimeAsync(30_500));
    const closed = gapsFrom(1);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    for (const gap of closed) {
      expect(gap).toBeGreaterThanOrEqual(10_000);
      expect(gap).toBeLessThan(12_000);
    }

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const openedAt = sentAt.length;
    await act(() => vi.advanceTimersByTimeAsync(20_500));
    // The first poll after opening is moved up; from then on, every 5 s.
    const open = gapsFrom(openedAt);
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const gap of open) {
      expect(gap).toBeGreaterThanOrEqual(5_000);
      expect(gap).toBeLessThan(7_000);
    }
  });
});

describe('chat widget: the push stream (issue 25)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the stream with its chat token, fetches a pushed reply at once, and polls only as a safety net while live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stream = pushStream();
    const sentAt: number[] = [];
    let replies: ChatMessageDto[] = [];
    serve({
      'GET /api/chat/messages': () => {
        sentAt.push(Date.now());
        const messages = replies;
        replies = [];
        return ok({ messages, status: 'active' });
      },
    });
    window.localStorage.setItem(VISITOR_RECORD_KEY, JSON.stringify(visitorRecord));
    renderWithApp(<ChatLauncher />);
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.requests[0]!.url).toBe(`/api/chat/stream?sessionId=${SESSION}`);
    expect(stream.requests[0]!.headers['X-Chat-Token']).toBe(visitorRecord.chatToken);

    const { dialog } = await openChat();
    act(() => stream.send('ready', {}));
    // Live: a catch-up poll once the stream is open (2 s after the last, the server's
    // minimum), then none at the spec's 5 s pace.
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    await waitFor(() => expect(sentAt).toHaveLength(2));
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(2_000);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(sentAt).toHaveLength(2);

    replies = [dto(41, 'admin', 'Pushed answer')];
    const pushedAt = Date.now();
    act(() => stream.send('chat', { sessionId: SESSION, messageId: 41 }));
    expect(await within(dialog).findByText('Pushed answer')).toBeTruthy();
    expect(sentAt.at(-1)! - pushedAt).toBeLessThan(1_000);

    // A change the widget already holds brings no poll.
    const before = sentAt.length;
    act(() => stream.send('chat', { sessionId: SESSION, messageId: 41 }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(sentAt).toHaveLength(before);
  });
});
