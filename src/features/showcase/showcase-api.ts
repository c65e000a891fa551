import { api } from '@/lib/api/client';
import type { OurWorkDto } from '@/lib/content/our-work-types';

// GET /api/source-codes/our-works – the showcase, when the page was rendered without it.
export function fetchOurWorks(): Promise<OurWorkDto[]> {
  return api.get<OurWorkDto[]>('/api/source-codes/our-works');
}
