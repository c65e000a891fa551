import type { AdminContact, AdminContactListItem } from '@/lib/admin/admin-contact-types';
import type { ContactRow } from '../../../repositories/admin-contact-repository';
import type * as adminContactRepository from '../../../repositories/admin-contact-repository';

/** The inbox's reply shapes (src/lib/admin/admin-contact-types.ts). */

function fieldsOf(row: ContactRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    language: row.language,
    status: row.status,
    assigned_to: row.assignee,
    created_at: row.createdAt.toISOString(),
  };
}

export function toListItem(row: ContactRow & { replyCount: number }): AdminContactListItem {
  return { ...fieldsOf(row), reply_count: row.replyCount };
}

export function toAdminContact(
  row: ContactRow,
  replies: Awaited<ReturnType<typeof adminContactRepository.listReplies>>,
): AdminContact {
  return {
    ...fieldsOf(row),
    phone: row.phone,
    message: row.message,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      author: reply.author,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}
