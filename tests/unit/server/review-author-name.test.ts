import { describe, expect, it } from 'vitest';
import { authorDisplayName } from '@/server/services/reviews/review-dto';

describe('authorDisplayName: how a review names its author in public', () => {
  it('is the first word and the initial of the last, never more', () => {
    expect(authorDisplayName('Demo Learner')).toBe('Demo L.');
    expect(authorDisplayName('  Nguyễn Thị   Lan ')).toBe('Nguyễn L.');
    expect(authorDisplayName('Émile ábel')).toBe('Émile Á.');
  });

  it('keeps a one-word name and never answers blank', () => {
    expect(authorDisplayName('Cher')).toBe('Cher');
    expect(authorDisplayName('   ')).toBe('—');
  });
});
