import { describe, expect, it } from 'vitest';
import { moveLesson, moveSection, stepLesson, type SectionOrder } from '@/lib/admin/curriculum-order';

const ORDER: SectionOrder[] = [
  { id: 1, lesson_ids: [10, 11, 12] },
  { id: 2, lesson_ids: [20] },
  { id: 3, lesson_ids: [] },
];

describe('the curriculum editor moves', () => {
  it('moves a section, clamped to the list, without touching the input', () => {
    expect(moveSection(ORDER, 0, 2).map((section) => section.id)).toEqual([2, 3, 1]);
    expect(moveSection(ORDER, 2, -5).map((section) => section.id)).toEqual([3, 1, 2]);
    expect(ORDER.map((section) => section.id)).toEqual([1, 2, 3]);
  });

  it('moves a lesson within its section, counting the target index before the move', () => {
    expect(moveLesson(ORDER, 10, 1, 2)[0]!.lesson_ids).toEqual([11, 10, 12]);
    expect(moveLesson(ORDER, 10, 1, 3)[0]!.lesson_ids).toEqual([11, 12, 10]);
    expect(moveLesson(ORDER, 12, 1, 0)[0]!.lesson_ids).toEqual([12, 10, 11]);
  });

  it('moves a lesson into another section, even an empty one', () => {
    const moved = moveLesson(ORDER, 11, 3, 0);
    expect(moved.map((section) => section.lesson_ids)).toEqual([[10, 12], [20], [11]]);
  });

  it('steps with the keyboard: within the section, then across its edges, and stops at the ends', () => {
    expect(stepLesson(ORDER, 10, 1)[0]!.lesson_ids).toEqual([11, 10, 12]);
    expect(stepLesson(ORDER, 12, 1).map((section) => section.lesson_ids)).toEqual([[10, 11], [12, 20], []]);
    expect(stepLesson(ORDER, 20, -1).map((section) => section.lesson_ids)).toEqual([[10, 11, 12, 20], [], []]);
    expect(stepLesson(ORDER, 10, -1)).toEqual(ORDER);
    expect(stepLesson(ORDER, 20, 1).map((section) => section.lesson_ids)).toEqual([[10, 11, 12], [], [20]]);
  });
});
