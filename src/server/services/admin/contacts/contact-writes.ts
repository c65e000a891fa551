import type { AdminContact, AdminPerson } from '@/lib/admin/admin-contact-types';
import type { ContactReplyInput, ContactUpdateInput } from '@/schemas/admin-contacts';
import type { AuthUser } from '../../../auth/auth-user';
import { getDb } from '../../../db/client';
import type { ContactMessage } from '../../../db/schema/contact';
import { env } from '../../../env';
import { AppError } from '../../../http/app-error';
import type { Logger } from '../../../http/logger';
import { fieldError } from '../../../http/validation';
import { sendMail } from '../../../mail/send-mail';
import { contactReplyMail } from '../../../mail/templates/contact-reply-mail';
import * as adminContactRepository from '../../../repositories/admin-contact-repository';
import { recordAudit } from '../record-audit';
import { toAdminContact } from './admin-contact-dto';

const notFound = () => new AppError('NOT_FOUND', 'No such contact message.');

/** A message's state as the audit log keeps it, before and after a change. */
const snapshot = (message: Pick<ContactMessage, 'status' | 'assignedTo'>) => ({
  status: message.status,
  assigned_to: message.assignedTo,
});

/** The message with its thread, as the inbox shows it. */
async function read(id: string): Promise<AdminContact> {
  const row = await adminContactRepository.findById(id);
  if (!row) throw notFound();
  return toAdminContact(row, await adminContactRepository.listReplies(id));
}

/**
 * GET /api/admin/contacts/{id} and /admin/contacts/[id]. Opening a new message (`open`, the
 * page does) moves it to "in progress": it is no longer unread, in the menu's count too.
 */
export async function getAdminContact(id: string, options: { open?: AuthUser } = {}): Promise<AdminContact> {
  const opener = options.open;
  if (opener) {
    await getDb().transaction(async (tx) => {
      const current = await adminContactRepository.lock(id, tx);
      if (!current || current.status !== 'new') return;
      await adminContactRepository.update(id, { status: 'in_progress' }, tx);
      await recordAudit(tx, opener, {
        action: 'contact.open',
        entityType: 'contact',
        entityId: id,
        before: snapshot(current),
        after: snapshot({ ...current, status: 'in_progress' }),
      });
    });
  }
  return read(id);
}

/** PATCH /api/admin/contacts/{id}: its status, and who answers it (an admin, or nobody). */
export async function updateContact(id: string, input: ContactUpdateInput, actor: AuthUser): Promise<AdminContact> {
  await getDb().transaction(async (tx) => {
    const current = await adminContactRepository.lock(id, tx);
    if (!current) throw notFound();
    if (input.assigned_to && !(await adminContactRepository.isAdmin(input.assigned_to, tx))) {
      throw fieldError('assigned_to', 'Assign it to an admin.');
    }
    const changes = {
      ...(input.status ? { status: input.status } : {}),
      ...(input.assigned_to !== undefined ? { assignedTo: input.assigned_to } : {}),
    };
    await adminContactRepository.update(id, changes, tx);
    await recordAudit(tx, actor, {
      action: input.assigned_to !== undefined && !input.status ? 'contact.assign' : 'contact.update',
      entityType: 'contact',
      entityId: id,
      before: snapshot(current),
      after: snapshot({ ...current, ...changes }),
    });
  });
  return read(id);
}

/**
 * POST /api/admin/contacts/{id}/replies: mails the answer to the sender, in the language
 * they wrote from, quoting their message, then keeps it in the thread and marks the message
 * answered (and assigned to whoever answered, if nobody was). The mail goes first: a failed
 * send records nothing, so the thread never claims an answer the visitor did not get.
 */
export async function replyToContact(
  id: string,
  input: ContactReplyInput,
  actor: AuthUser,
  log: Logger,
): Promise<AdminContact> {
  const message = await adminContactRepository.findById(id);
  if (!message) throw notFound();
  const mail = contactReplyMail(
    message.language,
    { email: message.email, name: message.name },
    {
      subject: message.subject,
      message: message.message,
      sentAt: message.createdAt,
      answer: input.body,
      author: actor.name,
    },
    // The visitor's own "Reply" reaches the team's inbox address, as the form's messages do.
    env.CONTACT_TO?.[0],
  );
  try {
    await sendMail(mail, { log });
  } catch (error) {
    log.error({ err: error, contactMessageId: id }, 'contact reply: the mail could not be sent');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The answer could not be mailed, and was not saved: try again in a moment.',
    );
  }
  await getDb().transaction(async (tx) => {
    const current = await adminContactRepository.lock(id, tx);
    if (!current) throw notFound();
    const reply = await adminContactRepository.insertReply({ messageId: id, authorId: actor.id, body: input.body }, tx);
    const changes = { status: 'answered' as const, assignedTo: current.assignedTo ?? actor.id };
    await adminContactRepository.update(id, changes, tx);
    await recordAudit(tx, actor, {
      action: 'contact.reply',
      entityType: 'contact',
      entityId: id,
      before: snapshot(current),
      // The answer itself is in the thread; the log keeps which one and where it went.
      after: { ...snapshot({ ...current, ...changes }), reply_id: reply.id, to: message.email },
    });
  });
  log.info({ contactMessageId: id }, 'contact message answered');
  return read(id);
}

/** Who a message can be assigned to: every admin, by name. */
export function listContactAssignees(): Promise<AdminPerson[]> {
  return adminContactRepository.listAdmins();
}
