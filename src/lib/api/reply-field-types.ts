/**
 * Field schemas that many reply shapes share. Like every `*-types.ts` file under src/lib,
 * it holds zod schemas the server's API reference reads, and browser code may only import
 * its types (ESLint: @typescript-eslint/no-restricted-imports), so no schema reaches a page.
 */
import * as z from 'zod';
import { LOCALES } from '@/lib/locales';

/** An instant, as `Date.toISOString()` writes it (ISO 8601, UTC). */
export const timestampSchema = z.iso.datetime();

/** A reply's (or a record's) language. */
export const localeSchema = z.enum(LOCALES);

/** Integer VND (DESIGN.md §2: money is integer VND everywhere). */
export const vndSchema = z.int().min(0);

/** The reply of the calls that mail a link: the same whoever the address belongs to. */
export const mailSentSchema = z.object({ sent: z.literal(true) }).meta({ id: 'MailSent' });

/** A back-office text in both languages (DESIGN.md §9). */
export const bilingualSchema = z.object({ en: z.string(), vi: z.string() }).meta({ id: 'Bilingual' });
export type Bilingual = z.infer<typeof bilingualSchema>;
