import { CHAT_CONTACT_ONLINE_WINDOW_S } from '@/lib/chat/chat-limits';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import { toLocale } from '@/lib/locales';
import type { AdminChatsQuery } from '@/schemas/chat';
import type { AuthUser } from '../../auth/auth-user';
import * as sessionRepository from '../../repositories/chat-session-repository';
import type { AdminListFilter, AdminListRow } from '../../repositories/chat-session-repository';
import { sessionNotFound } from './chat-errors';
import { toMessageDto } from './chat-dto';
import { pageCount, pageWindow } from '../paging';

export interface AdminChatPage {
  items: AdminChatItem[];
  page: number;
  totalPage: number;
}

/**
 * GET /api/admin/chats: conversations of one status (spec §9: active by default), most
 * recent activity first; optionally those the caller looks after (`me`) or nobody does, and
 * those whose contact or messages hold the words of `q` — closed ones too, with status=all.
 */
export async function listAdminChats(
  query: AdminChatsQuery,
  admin: AuthUser,
  now: Date = new Date(),
): Promise<AdminChatPage> {
  const filter: AdminListFilter = {
    status: query.status,
    keyword: query.q,
    assignedTo: query.assigned === 'me' ? admin.id : query.assigned === 'nobody' ? null : undefined,
  };
  const [total, rows] = await Promise.all([
    sessionRepository.countForAdmin(filter),
    sessionRepository.listForAdmin(filter, pageWindow(query.page, query.limit)),
  ]);
  return {
    items: rows.map((row) => toAdminChatItem(row, now)),
    page: query.page,
    totalPage: pageCount(total, query.limit),
  };
}

/** One conversation as the admin list shows it (after a change made from the console). */
export async function getAdminChat(sessionId: string, now: Date = new Date()): Promise<AdminChatItem> {
  const [row] = await sessionRepository.listForAdmin({ status: 'all', sessionId }, { limit: 1, offset: 0 });
  if (!row) throw sessionNotFound();
  return toAdminChatItem(row, now);
}

function toAdminChatItem({ session, email, assignee, lastMessage }: AdminListRow, now: Date): AdminChatItem {
  const onlineSince = now.getTime() - CHAT_CONTACT_ONLINE_WINDOW_S * 1000;
  return {
    sessionId: session.id,
    user: {
      id: session.visitorId ?? session.userId ?? '',
      name: session.contactName,
      phoneNumber: session.contactPhone,
      kind: session.visitorId ? 'visitor' : 'user',
      email,
    },
    lastMessage: lastMessage ? toMessageDto(lastMessage, session) : null,
    unreadCount: session.adminUnreadCount,
    startedAt: session.startedAt.toISOString(),
    isOnline:
      session.status === 'active' &&
      session.contactPresence === 'online' &&
      (session.contactSeenAt?.getTime() ?? 0) > onlineSince,
    status: session.status,
    closedAt: session.closedAt?.toISOString() ?? null,
    assignedTo: assignee,
    language: toLocale(session.locale),
  };
}
