import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSessionItem } from '@/features/admin-chat/components/admin-session-item';
import { ChatMessageItem } from '@/features/chat/components/chat-message-item';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { setRouter } from '../helpers/router-mock';
import { renderWithApp } from '../helpers/render-with-app';

vi.mock('next/router', () => import('../helpers/router-mock'));

const NOW = '2026-03-12T09:00:00.000Z';
const EARLIER_TODAY = '2026-03-12T08:22:00.000Z';
const TWO_DAYS_AGO = '2026-03-10T08:22:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.useRealTimers();
  setRouter();
});

/** The time the visitors' widget writes beside a message. */
function widgetTime(timestamp: string): string {
  const { container, unmount } = renderWithApp(
    <ChatMessageItem message={{ id: 'm1', text: 'Hello', sender: 'admin', timestamp }} onRetry={() => {}} />,
  );
  const text = container.querySelector('time')!.textContent!;
  unmount();
  return text;
}

/** The time the admins' console writes beside the same message in its list of conversations. */
function consoleTime(timestamp: string): string {
  const item: AdminChatItem = {
    sessionId: 'session-1',
    user: { id: 'visitor_1', name: 'Lan', phoneNumber: '0901 234 567', kind: 'visitor', email: null },
    lastMessage: { id: 1, text: 'Hello', sender: 'user', timestamp, read: false },
    unreadCount: 1,
    startedAt: timestamp,
    isOnline: true,
    status: 'active',
    closedAt: null,
    assignedTo: null,
    language: 'en',
  };
  const { container, unmount } = renderWithApp(<AdminSessionItem item={item} selected={false} onSelect={() => {}} />);
  const text = container.querySelector('time')!.textContent!;
  unmount();
  return text;
}

describe('a chat message’s time: one format in the widget and the admins’ console', () => {
  it.each(['en', 'vi'])('writes the same text in both, in %s', (locale) => {
    setRouter({ locale });
    for (const timestamp of [EARLIER_TODAY, TWO_DAYS_AGO]) {
      expect(consoleTime(timestamp)).toBe(widgetTime(timestamp));
    }
  });

  it('gives the time of day on the 24-hour clock for today, as the rest of the site does, in both languages', () => {
    setRouter({ locale: 'en' });
    const english = widgetTime(EARLIER_TODAY);
    expect(english).toMatch(/^\d{2}:\d{2}$/);
    setRouter({ locale: 'vi' });
    expect(widgetTime(EARLIER_TODAY)).toBe(english);
  });

  it('adds the date, in the page’s language, before today', () => {
    setRouter({ locale: 'en' });
    expect(widgetTime(TWO_DAYS_AGO)).toMatch(/^10 Mar 2026, \d{2}:\d{2}$/);
    setRouter({ locale: 'vi' });
    expect(widgetTime(TWO_DAYS_AGO)).toMatch(/^\d{2}:\d{2} 10 thg 3, 2026$/);
  });
});
