import type { ChatNote } from '@/lib/chat/chat-tools-types';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import * as noteRepository from '../../../repositories/chat-note-repository';
import type { NoteWithAuthor } from '../../../repositories/chat-note-repository';
import * as sessionRepository from '../../../repositories/chat-session-repository';
import { sessionNotFound } from '../../chat/chat-errors';
import { recordAudit } from '../record-audit';

/**
 * The team's internal notes on a conversation (GET, POST /api/admin/chat/sessions/{id}/notes):
 * kept in chat_notes, which no call of the contact reads, on active and closed conversations
 * alike (a note after closing is often the point: what was promised, what to follow up).
 */

function toNote(row: NoteWithAuthor): ChatNote {
  return { id: row.id, text: row.text, author: row.author, createdAt: row.createdAt.toISOString() };
}

export async function listChatNotes(sessionId: string): Promise<ChatNote[]> {
  if (!(await sessionRepository.findById(sessionId))) throw sessionNotFound();
  return (await noteRepository.listForSession(sessionId)).map(toNote);
}

export async function addChatNote(sessionId: string, text: string, actor: AuthUser): Promise<ChatNote> {
  const note = await getDb().transaction(async (tx) => {
    const session = await sessionRepository.findById(sessionId, tx);
    if (!session) throw sessionNotFound();
    const row = await noteRepository.insert({ sessionId, authorId: actor.id, text }, tx);
    await recordAudit(tx, actor, {
      action: 'chat.note',
      entityType: 'chat_session',
      entityId: sessionId,
      // The note itself is kept with its author; the log says which one.
      after: { note_id: row.id },
    });
    return row;
  });
  return toNote({ ...note, author: { id: actor.id, name: actor.name } });
}
