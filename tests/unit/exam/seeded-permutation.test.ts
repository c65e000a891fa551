import { describe, expect, it } from 'vitest';
import { seededPermutation } from '@/lib/exam/seeded-permutation';

describe('seededPermutation', () => {
  it('is a permutation of 0..n-1, the same for the same seed', () => {
    for (const length of [0, 1, 2, 7, 40]) {
      const order = seededPermutation(length, 'attempt:42');
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length }, (_, index) => index));
      expect(seededPermutation(length, 'attempt:42')).toEqual(order);
    }
  });

  it('differs between seeds (each attempt its own order)', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, seed) => seededPermutation(8, `attempt:${seed}`).join()));
    expect(orders.size).toBeGreaterThan(15);
  });
});
