import { describe, expect, it } from 'vitest';
import {
  bankOf,
  dropIndex,
  moveItem,
  orderingShown,
  placeWord,
  returnWord,
  toggleChoice,
} from '@/features/exam/answer-edits';

describe('moveItem', () => {
  it('moves an item up, down, to either end, and returns a new array', () => {
    const list = [10, 11, 12, 13];
    expect(moveItem(list, 2, 1)).toEqual([10, 12, 11, 13]);
    expect(moveItem(list, 0, 1)).toEqual([11, 10, 12, 13]);
    expect(moveItem(list, 3, 0)).toEqual([13, 10, 11, 12]);
    expect(moveItem(list, 0, 3)).toEqual([11, 12, 13, 10]);
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 1, 1)).not.toBe(list);
    expect(list).toEqual([10, 11, 12, 13]);
  });

  it('clamps the target and ignores a source out of range', () => {
    expect(moveItem([1, 2, 3], 0, 99)).toEqual([2, 3, 1]);
    expect(moveItem([1, 2, 3], 2, -5)).toEqual([3, 1, 2]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});

describe('orderingShown', () => {
  it('shows the learner’s arrangement once made, else the server’s order', () => {
    expect(orderingShown(3, [2, 0, 1])).toEqual([2, 0, 1]);
    expect(orderingShown(3, [])).toEqual([0, 1, 2]);
    // A partial list (not from this UI) is not an arrangement of every item.
    expect(orderingShown(3, [1])).toEqual([0, 1, 2]);
  });
});

describe('dropIndex', () => {
  // Three rows, 40 px high: middles at 20, 60, 100.
  const middles = [20, 60, 100];
  it('lands after every other row whose middle is above the pointer', () => {
    expect(dropIndex(middles, 0, 10)).toBe(0);
    expect(dropIndex(middles, 0, 70)).toBe(1);
    expect(dropIndex(middles, 0, 130)).toBe(2);
    expect(dropIndex(middles, 2, 5)).toBe(0);
    expect(dropIndex(middles, 2, 50)).toBe(1);
    expect(dropIndex(middles, 1, 61)).toBe(1);
  });
});

describe('word bank (type 6)', () => {
  it('places words at the end, once, and returns them to the bank', () => {
    let placed: number[] = [];
    placed = placeWord(placed, 3);
    placed = placeWord(placed, 0);
    placed = placeWord(placed, 3);
    expect(placed).toEqual([3, 0]);
    expect(bankOf(5, placed)).toEqual([1, 2, 4]);
    placed = returnWord(placed, 3);
    expect(placed).toEqual([0]);
    expect(bankOf(5, placed)).toEqual([1, 2, 3, 4]);
  });
});

describe('toggleChoice', () => {
  it('single choice replaces the selection', () => {
    expect(toggleChoice([], 1, false)).toEqual([1]);
    expect(toggleChoice([1], 2, false)).toEqual([2]);
  });

  it('multiple choice switches one id on or off, keeping the ids sorted', () => {
    expect(toggleChoice([], 2, true)).toEqual([2]);
    expect(toggleChoice([2], 0, true)).toEqual([0, 2]);
    expect(toggleChoice([0, 2], 2, true)).toEqual([0]);
  });
});
