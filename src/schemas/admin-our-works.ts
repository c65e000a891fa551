import * as z from 'zod';
import { FIRST_OUR_WORK_YEAR, lastOurWorkYear, MAX_OUR_WORK_IMAGES } from '@/lib/content/our-work-rules';
import { bilingualText, sitePictureSchema, slugSchema, technologiesSchema } from './admin-content-fields';

/** Request schemas of the back office's showcase (/admin/our-works). */

const OUR_WORK_STATUSES = ['draft', 'published'] as const;

const yearSchema = z
  .int()
  .min(FIRST_OUR_WORK_YEAR)
  .refine((year) => year <= lastOurWorkYear(), {
    error: () => `A year from ${FIRST_OUR_WORK_YEAR} to ${lastOurWorkYear()}.`,
  });

const ourWorkFields = {
  slug: slugSchema.describe('Unique among the projects; the anchor of the project on /our-works.'),
  title: bilingualText(200),
  client_name: z.string().trim().max(200).describe("The client's own name, the same in both languages."),
  industry: bilingualText(200, { required: false }),
  summary: bilingualText(2_000, { required: false }).describe('What was built, and why.'),
  outcome: bilingualText(1_000, { required: false }).describe('What it changed for the client.'),
  stack: technologiesSchema.describe('Technologies, in the order the project lists them.'),
  images: z
    .array(sitePictureSchema)
    .max(MAX_OUR_WORK_IMAGES)
    .refine((paths) => new Set(paths).size === paths.length, { error: 'Use each image once.' })
    .describe(
      `Uploaded images (POST /api/admin/uploads?kind=image, then /api/files/images/{id}) or site paths, in display order: the first is the cover. ${MAX_OUR_WORK_IMAGES} at most.`,
    ),
  year: yearSchema.describe(`The year it was delivered, ${FIRST_OUR_WORK_YEAR} to next year.`),
  status: z
    .enum(OUR_WORK_STATUSES)
    .describe(
      'published shows it on /our-works (its title, industry, summary and outcome written in both languages, its client named, one image at least); draft takes it off.',
    ),
};

/** A new project is a draft: only its slug and titles are needed to start it. */
export const createOurWorkBodySchema = z.strictObject({
  slug: ourWorkFields.slug,
  title: ourWorkFields.title,
  client_name: ourWorkFields.client_name.default(''),
  industry: ourWorkFields.industry.optional(),
  summary: ourWorkFields.summary.optional(),
  outcome: ourWorkFields.outcome.optional(),
  stack: ourWorkFields.stack.default([]),
  images: ourWorkFields.images.default([]),
  year: ourWorkFields.year.optional().describe('Defaults to this year.'),
});
export type CreateOurWorkInput = z.output<typeof createOurWorkBodySchema>;

export const updateOurWorkBodySchema = z
  .strictObject(ourWorkFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change.' });
export type UpdateOurWorkInput = z.output<typeof updateOurWorkBodySchema>;

export const ourWorkOrderBodySchema = z.strictObject({
  ids: z
    .array(z.int().positive())
    .max(1_000)
    .describe('Every project of the showcase (drafts too), each once, in the new order.'),
});
export type OurWorkOrderInput = z.output<typeof ourWorkOrderBodySchema>;
