import { describe, expect, it } from 'vitest';
import { changedFields } from '@/lib/admin/audit-diff';

describe('changedFields', () => {
  it('lists only the fields whose value changed, nested values compared whole', () => {
    expect(
      changedFields(
        { price_vnd: 1000, title: { en: 'A', vi: 'Á' }, slug: 'a', category_ids: [1, 2] },
        { price_vnd: 2000, title: { en: 'A', vi: 'Â' }, slug: 'a', category_ids: [1, 2] },
      ),
    ).toEqual([
      { field: 'price_vnd', before: '1000', after: '2000' },
      { field: 'title', before: '{"en":"A","vi":"Á"}', after: '{"en":"A","vi":"Â"}' },
    ]);
  });

  it('shows every field of a creation (nothing before) and of a deletion (nothing after)', () => {
    expect(changedFields(null, { slug: 'x', published_at: null })).toEqual([
      { field: 'slug', before: null, after: 'x' },
    ]);
    expect(changedFields({ slug: 'x' }, null)).toEqual([{ field: 'slug', before: 'x', after: null }]);
  });
});
