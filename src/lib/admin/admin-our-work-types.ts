/**
 * The back office's showcase replies (DESIGN.md §9): a project with every field the editor
 * changes, both languages side by side. Types only for browser code (see
 * src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';
import { bilingualSchema, timestampSchema } from '@/lib/api/reply-field-types';

export const adminOurWorkSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    status: z.enum(['draft', 'published']).describe('Only published projects are on /our-works.'),
    title: bilingualSchema,
    client_name: z.string(),
    industry: bilingualSchema,
    summary: bilingualSchema,
    outcome: bilingualSchema,
    stack: z.array(z.string()),
    images: z.array(z.string()).describe('Paths on the site, in display order: the first is the cover.'),
    year: z.int(),
    position: z.int().describe('Showcase order: lower first.'),
    published_at: timestampSchema.nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'AdminOurWork', description: 'A showcase project with every field the editor changes.' });
export type AdminOurWork = z.infer<typeof adminOurWorkSchema>;
