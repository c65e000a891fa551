/** The source-code products' reply shapes (spec §7 "Source code"), in the reply's language. */

/** Spec §3 "category option": value is the id, label is the name. */
interface FilterOption {
  value: number;
  label: string;
  slug: string;
}

export interface FilterGroup {
  id: number;
  slug: string;
  name: string;
  options: FilterOption[];
}

export interface SourceCodeSummary {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  thumbnail: string;
  price_vnd: number;
  is_free: boolean;
  tech_stack: string[];
  sales_count: number;
  published_at: string | null;
}

export interface SourceCodeDetail extends SourceCodeSummary {
  description: string;
  gallery: string[];
  version: string;
  demo_url: string | null;
  file_name: string;
  file_size_bytes: number;
  updated_at: string;
  /** The facets it is listed under, by group. */
  filters: { group: string; options: string[] }[];
}

export interface SourceCodePage {
  items: SourceCodeSummary[];
  page: number;
  totalPage: number;
  total: number;
}

export interface DownloadLink {
  /** A link to the file, signed for the buyer; it stops working at `expires_at`. */
  path_file: string;
  expires_at: string;
}
