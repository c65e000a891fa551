import { describe, expect, it } from 'vitest';
import {
  canonicalCombinationKey,
  combinationKeyOf,
  combinationsOf,
  selectedCodes,
  withChoice,
} from '@/lib/commerce/combination-key';

const OPTIONS = [
  { values: [{ code: '1-month' }, { code: '12-months' }] },
  { values: [{ code: 'individual' }, { code: 'family' }] },
];

describe('variant resolution by combination key', () => {
  it('names a combination by its codes in option order', () => {
    expect(combinationKeyOf(['12-months', 'family'])).toBe('12-months_family');
    expect(canonicalCombinationKey(OPTIONS, '12-months_family')).toBe('12-months_family');
  });

  it('accepts the codes in any order', () => {
    expect(canonicalCombinationKey(OPTIONS, 'family_12-months')).toBe('12-months_family');
    expect(selectedCodes(OPTIONS, 'individual_1-month')).toEqual(['1-month', 'individual']);
  });

  it('refuses keys that do not choose exactly one known value of every option', () => {
    for (const key of [
      '',
      '12-months',
      '12-months_family_family',
      '12-months_1-month',
      '12-months_unknown',
      '12-months__family',
      '12-Months_family',
      '12-months family',
    ]) {
      expect(canonicalCombinationKey(OPTIONS, key), key).toBeNull();
    }
  });

  it('works for a product with one option', () => {
    const single = [{ values: [{ code: '1-month' }, { code: '6-months' }] }];
    expect(canonicalCombinationKey(single, '6-months')).toBe('6-months');
    expect(canonicalCombinationKey(single, '6-months_1-month')).toBeNull();
  });

  it('changes one choice and keeps the others', () => {
    expect(withChoice(['1-month', 'family'], 0, '12-months')).toBe('12-months_family');
    expect(withChoice(['1-month', 'family'], 1, 'individual')).toBe('1-month_individual');
  });
});

describe('combinationsOf', () => {
  it('answers every choice of one value per option, in option order then value order', () => {
    const options = [
      { values: [{ code: '1-month' }, { code: '12-months' }] },
      { values: [{ code: 'solo' }, { code: 'family' }] },
    ];
    expect(combinationsOf(options)).toEqual(['1-month_solo', '1-month_family', '12-months_solo', '12-months_family']);
    expect(combinationsOf([{ values: [{ code: 'one' }] }])).toEqual(['one']);
    expect(combinationsOf([])).toEqual([]);
  });
});
