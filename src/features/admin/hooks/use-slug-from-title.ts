import type { FormInstance } from 'antd';
import { useState } from 'react';
import { toAsciiSlug } from '@/lib/format/slug';

/**
 * A new record's slug follows its English title as it is typed, until the admin types a slug
 * of their own (a saved record's slug never moves by itself: its address is public).
 */
export function useSlugFromTitle(form: FormInstance, { follow = true } = {}) {
  const [following, setFollowing] = useState(follow);
  return {
    /** For the Form's onValuesChange. */
    onValuesChange: (changed: { title?: { en?: string } }) => {
      if (following && changed.title?.en !== undefined) form.setFieldValue('slug', toAsciiSlug(changed.title.en));
    },
    /** For the slug input's onChange. */
    onSlugTyped: () => setFollowing(false),
  };
}
