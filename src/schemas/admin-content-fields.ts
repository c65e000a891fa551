import * as z from 'zod';

/**
 * Fields the back office's products and courses share (DESIGN.md §9: bilingual fields are
 * `{ en, vi }`, money is an integer `price_vnd`), so a slug, a price or a picture is checked
 * the same way wherever an admin types one.
 */

/** Both languages of a text, each trimmed; `max` characters at most. */
export function bilingualText(max: number, { required = true } = {}) {
  const one = required ? z.string().trim().min(1).max(max) : z.string().trim().max(max);
  return z.object({ en: one, vi: one });
}

/** Lower-case ASCII words joined by single hyphens: how every URL of the site is written. */
export const slugSchema = z
  .string()
  .trim()
  .min(3)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use lower-case letters, digits and single hyphens.' });

/** Prices stop at 1 billion VND: a typo with three more zeros is refused rather than charged. */
export const MAX_PRICE_VND = 1_000_000_000;

/** A picture: a site path under /images or an uploaded image (/api/files/…). */
export const sitePictureSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/(?!\/)[\w./%-]+$/, { error: 'Use a path on this site, such as an uploaded image.' });

/** Technologies by their own names (React, PostgreSQL…), each once whatever its case. */
export const technologiesSchema = z
  .array(z.string().trim().min(1).max(40))
  .max(20)
  .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, {
    error: 'Name each technology once.',
  });
