import { AppError } from '../../http/app-error';
import * as subscriberRepository from '../../repositories/newsletter-subscriber-repository';

/**
 * POST /api/newsletter/unsubscribe?token=…: the link in every newsletter mail. One request
 * is enough (the page, or a mail client's one-click button); repeating it answers the same.
 */
export async function unsubscribe(token: string): Promise<{ unsubscribed: true }> {
  const subscriber = await subscriberRepository.findByUnsubscribeToken(token);
  if (!subscriber) throw new AppError('TOKEN_INVALID', 'This unsubscribe link is invalid.');
  if (subscriber.status !== 'unsubscribed') await subscriberRepository.markUnsubscribed(subscriber.id);
  return { unsubscribed: true };
}
