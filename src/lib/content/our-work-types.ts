/**
 * Reply shape of GET /api/source-codes/our-works (spec §7), shared by the service and
 * /our-works: a zod schema with its type inferred, documented by the API reference; browser
 * code imports the type only (see src/lib/catalog/course-types.ts).
 */
import * as z from 'zod';

export const ourWorkSchema = z
  .object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    client: z.string(),
    industry: z.string(),
    summary: z.string(),
    outcome: z.string(),
    stack: z.array(z.string()),
    images: z.array(z.string()).describe('Paths under the site; the first is the cover.'),
    year: z.int(),
  })
  .meta({ id: 'OurWork' });
export type OurWorkDto = z.infer<typeof ourWorkSchema>;
