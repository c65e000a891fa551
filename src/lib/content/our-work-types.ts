/** Reply shape of GET /api/source-codes/our-works (spec §7), shared by the service and /our-works. */
export interface OurWorkDto {
  id: number;
  slug: string;
  title: string;
  client: string;
  industry: string;
  summary: string;
  outcome: string;
  stack: string[];
  /** Paths under /public; the first is the cover. */
  images: string[];
  year: number;
}
