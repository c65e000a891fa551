import type { CannedReply } from '@/lib/chat/chat-tools-types';
import type { Locale } from '@/lib/locales';
import type { CannedReplyCreateInput, CannedReplyUpdateInput } from '@/schemas/admin-chat';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { AppError } from '../../../http/app-error';
import * as cannedReplyRepository from '../../../repositories/chat-canned-reply-repository';
import type { CannedReplyRow, ChatCannedReply } from '../../../repositories/chat-canned-reply-repository';
import { definedChanges } from '../defined-changes';
import { recordAudit } from '../record-audit';

/**
 * The team's canned replies (GET, POST /api/admin/chat/canned-replies, PATCH, DELETE
 * …/{id}): a shortcut is unique within its language, since the console offers a
 * conversation the replies of its language only. Every write is audited.
 */

const notFound = () => new AppError('NOT_FOUND', 'No such canned reply.');
const shortcutTaken = () =>
  new AppError('SHORTCUT_TAKEN', 'shortcut: Another reply of this language already uses this shortcut.', {
    shortcut: 'Another reply of this language already uses this shortcut.',
  });

const snapshot = (reply: Pick<ChatCannedReply, 'language' | 'shortcut' | 'text'>) => ({
  language: reply.language,
  shortcut: reply.shortcut,
  text: reply.text,
});

function toCannedReply(row: CannedReplyRow): CannedReply {
  return {
    id: row.id,
    language: row.language,
    shortcut: row.shortcut,
    text: row.text,
    createdBy: row.creator,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updater,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function read(id: number): Promise<CannedReply> {
  const row = await cannedReplyRepository.findById(id);
  if (!row) throw notFound();
  return toCannedReply(row);
}

export async function listCannedReplies(language?: Locale): Promise<CannedReply[]> {
  return (await cannedReplyRepository.list(language)).map(toCannedReply);
}

/** The check before the write names the field; the unique index still decides a race between two admins. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, cannedReplyRepository.CANNED_SHORTCUT_INDEX)) throw shortcutTaken();
    throw error;
  }
}

export async function createCannedReply(input: CannedReplyCreateInput, actor: AuthUser): Promise<CannedReply> {
  const created = await guarded(() =>
    getDb().transaction(async (tx) => {
      if (await cannedReplyRepository.shortcutTaken(input.language, input.shortcut, null, tx)) throw shortcutTaken();
      const row = await cannedReplyRepository.insert({ ...input, createdBy: actor.id }, tx);
      await recordAudit(tx, actor, {
        action: 'chat_canned_reply.create',
        entityType: 'chat_canned_reply',
        entityId: row.id,
        after: snapshot(row),
      });
      return row;
    }),
  );
  const author = { id: actor.id, name: actor.name };
  return toCannedReply({ ...created, creator: author, updater: author });
}

export async function updateCannedReply(
  id: number,
  input: CannedReplyUpdateInput,
  actor: AuthUser,
  now: Date = new Date(),
): Promise<CannedReply> {
  await guarded(() =>
    getDb().transaction(async (tx) => {
      const current = await cannedReplyRepository.lock(id, tx);
      if (!current) throw notFound();
      const changes = definedChanges(input);
      const next = { ...current, ...changes };
      if (await cannedReplyRepository.shortcutTaken(next.language, next.shortcut, id, tx)) throw shortcutTaken();
      await cannedReplyRepository.update(id, { ...changes, updatedBy: actor.id, updatedAt: now }, tx);
      await recordAudit(tx, actor, {
        action: 'chat_canned_reply.update',
        entityType: 'chat_canned_reply',
        entityId: id,
        before: snapshot(current),
        after: snapshot(next),
      });
    }),
  );
  return read(id);
}

export async function deleteCannedReply(id: number, actor: AuthUser): Promise<{ deleted: true }> {
  await getDb().transaction(async (tx) => {
    const current = await cannedReplyRepository.lock(id, tx);
    if (!current) throw notFound();
    await cannedReplyRepository.remove(id, tx);
    await recordAudit(tx, actor, {
      action: 'chat_canned_reply.delete',
      entityType: 'chat_canned_reply',
      entityId: id,
      before: snapshot(current),
    });
  });
  return { deleted: true };
}
