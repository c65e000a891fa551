/**
 * Bounds of the contact form's fields, shared by its schema (src/schemas/contact.ts) and the
 * form's inputs — kept apart from the schema so the page can show them without loading zod.
 */
export const CONTACT_LIMITS = { name: 100, phone: 30, subject: 150, message: 5000, messageMin: 10 } as const;
