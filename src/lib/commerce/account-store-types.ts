/** The account store's reply shapes (spec §7 "Account store"), in the reply's language. */
import type { AccountStoreType } from './product-types';

export interface AccountCard {
  id: number;
  slug: string;
  type: AccountStoreType;
  provider: string;
  title: string;
  short_description: string;
  thumbnail: string;
  /** The cheapest active variant's price. */
  price_from_vnd: number;
  /** That variant's "was" price, when it has one. */
  compare_at_price_vnd: number | null;
  in_stock: boolean;
  sold_count: number;
}

export interface AccountOptionView {
  name: string;
  values: { code: string; label: string }[];
}

export interface AccountVariantView {
  id: number;
  combination_key: string;
  /** The chosen values' labels, e.g. "12 months · Family". */
  label: string;
  price_vnd: number;
  compare_at_price_vnd: number | null;
  stock: number;
  in_stock: boolean;
}

export interface AccountDetail extends AccountCard {
  description: string;
  features: string[];
  delivery_kind: 'code' | 'credentials';
  options: AccountOptionView[];
  variants: AccountVariantView[];
  /** The variant to show first: the cheapest one in stock (else the cheapest). */
  default_combination_key: string;
}

export interface AccountVariantProduct extends AccountVariantView {
  product_id: number;
}

export interface AccountDashboard {
  total: number;
  categories: { type: AccountStoreType; count: number; featured: AccountCard[] }[];
}
