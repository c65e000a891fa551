import { randomBytes, randomUUID } from 'node:crypto';
import { getDb } from '@/server/db/client';
import { newsletterSubscribers, type NewsletterSubscriber } from '@/server/db/schema/newsletter';
import type { Locale } from '@/lib/locales';
import type { SubscriberStatus } from '@/lib/admin/newsletter';

/** A newsletter subscriber as the double opt-in leaves it (pending, confirmed or unsubscribed). */
export async function addSubscriber(
  status: SubscriberStatus,
  language: Locale = 'en',
  email = `reader-${randomUUID().slice(0, 8)}@example.test`,
): Promise<NewsletterSubscriber> {
  const now = new Date();
  const [row] = await getDb()
    .insert(newsletterSubscribers)
    .values({
      email,
      language,
      status,
      unsubscribeToken: randomBytes(32).toString('base64url'),
      confirmedAt: status === 'pending' ? null : now,
      unsubscribedAt: status === 'unsubscribed' ? now : null,
    })
    .returning();
  return row!;
}

/** An issue's texts as the editor sends them. */
export function issueBody(tag = randomUUID().slice(0, 8)) {
  return {
    subject: { en: `News ${tag}`, vi: `Tin mới ${tag}` },
    body_markdown: {
      en: `# Hello ${tag}\n\nA **new** course is out.`,
      vi: `# Xin chào ${tag}\n\nKhóa học **mới** đã ra mắt.`,
    },
  };
}
