/**
 * The newsletter calls (issue 6). The footer form does not use these (its first-load
 * JavaScript is budgeted: it relies on the browser's own email check); the API validates.
 */
import * as z from 'zod/mini';
import { emailSchema } from './auth';

export const newsletterSubscribeSchema = z.object({ email: emailSchema });

// Mailed tokens are 43 base64url characters; bounded so junk is cheap to refuse.
const tokenSchema = z
  .string({ error: 'Token is required.' })
  .check(z.trim(), z.minLength(1, 'Token is required.'), z.maxLength(512, 'Token is invalid.'));

export const newsletterConfirmSchema = z.object({ token: tokenSchema });

/**
 * The unsubscribe token travels in the query, not a body: mail clients' one-click
 * unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form to the very URL of
 * the List-Unsubscribe header.
 */
export const newsletterUnsubscribeQuerySchema = z.object({ token: tokenSchema });
