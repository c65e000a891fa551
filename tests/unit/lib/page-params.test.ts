import { describe, expect, it } from 'vitest';
import { positiveIntParam } from '@/lib/page-params';

describe('positiveIntParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('%s → %s', (value, id) => expect(positiveIntParam(value)).toBe(id));

  it.each([undefined, '', '0', '-3', '007', '12abc', '1e3', '1.5', '2147483648', '99999999999', ['1', '2']])(
    '%s is not an id',
    (value) => expect(positiveIntParam(value)).toBeNull(),
  );
});
