import { CHAT_CONTACT_ONLINE_WINDOW_S } from '@/lib/chat/chat-limits';
import type { AdminChatItem } from '@/lib/chat/chat-types';
import * as sessionRepository from '../../repositories/chat-session-repository';
import type { AdminListRow, StatusFilter } from '../../repositories/chat-session-repository';
import { toMessageDto } from './chat-dto';
import { pageCount, pageWindow } from '../paging';

export interface AdminChatPage {
  items: AdminChatItem[];
  page: number;
  totalPage: number;
}

/** GET /api/admin/chats: conversations of one status (spec §9: active by default), most recent activity first. */
export async function listAdminChats(
  query: { status: StatusFilter; page: number; limit: number },
  now: Date = new Date(),
): Promise<AdminChatPage> {
  const [total, rows] = await Promise.all([
    sessionRepository.countForAdmin(query.status),
    sessionRepository.listForAdmin(query.status, pageWindow(query.page, query.limit)),
  ]);
  return {
    items: rows.map((row) => toAdminChatItem(row, now)),
    page: query.page,
    totalPage: pageCount(total, query.limit),
  };
}

function toAdminChatItem({ session, email, lastMessage }: AdminListRow, now: Date): AdminChatItem {
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
  };
}
