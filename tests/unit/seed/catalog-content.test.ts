import { describe, expect, it } from 'vitest';
import { isAnswerCorrect } from '@/lib/exam/is-answer-correct';
import { CATEGORY_GROUPS } from '@/server/db/seed/catalog/categories';
import { COURSES, DEMO_LEARNER_COURSES } from '@/server/db/seed/catalog/courses';
import { answerItems, courseSlug } from '@/server/db/seed/catalog/seed-catalog';
import type { SeedQuestion } from '@/server/db/seed/catalog/seed-types';

const allQuestions = COURSES.flatMap((course) =>
  course.quizGroups.flatMap((group) =>
    group.quizzes.flatMap((quiz) => quiz.questions.map((question) => ({ course, question }))),
  ),
);

/** The answer a learner who knows the material gives, in the client's user_answer form. */
function rightAnswer(question: SeedQuestion): number[] {
  const items = answerItems(question);
  if (question.type === 4 || question.type === 6) {
    return items
      .map((item, id) => ({ id, order: item.order }))
      .filter((entry): entry is { id: number; order: number } => entry.order !== null)
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.id);
  }
  return items.flatMap((item, id) => (item.correct ? [id] : []));
}

describe('demo catalogue content', () => {
  it('spans at least 6 courses over 3 category groups, free and paid, with unique slugs', () => {
    expect(COURSES.length).toBeGreaterThanOrEqual(6);
    expect(CATEGORY_GROUPS).toHaveLength(3);
    const slugs = COURSES.map(courseSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(COURSES.some((course) => course.priceVnd === 0)).toBe(true);
    expect(COURSES.some((course) => course.priceVnd > 0)).toBe(true);
    const categorySlugs = new Set(
      CATEGORY_GROUPS.flatMap((group) => group.categories.map((category) => category.slug)),
    );
    const groupsUsed = new Set(
      COURSES.flatMap((course) => course.categories).map(
        (slug) => CATEGORY_GROUPS.find((group) => group.categories.some((category) => category.slug === slug))?.slug,
      ),
    );
    expect(groupsUsed.size).toBe(3);
    for (const course of COURSES) for (const slug of course.categories) expect(categorySlugs).toContain(slug);
    for (const { slug } of DEMO_LEARNER_COURSES) expect(slugs).toContain(slug);
  });

  it('gives every course 2+ sections with a free preview, and 2+ quiz groups starting with the Free Test', () => {
    for (const course of COURSES) {
      expect(course.sections.length).toBeGreaterThanOrEqual(2);
      expect(course.sections.flatMap((section) => section.lessons).some((lesson) => lesson.preview)).toBe(true);
      expect(course.quizGroups.length).toBeGreaterThanOrEqual(2);
      expect(course.quizGroups[0]).toMatchObject({ isFreeTest: true, name: { en: 'Free Test' } });
      expect(course.quizGroups.filter((group) => group.isFreeTest)).toHaveLength(1);
    }
  });

  it('covers all six question types', () => {
    expect(new Set(allQuestions.map(({ question }) => question.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
  });

  it('marks a right answer for every question, and the right answer is graded correct', () => {
    for (const { question } of allQuestions) {
      const answer = rightAnswer(question);
      expect(answer.length, question.content.en).toBeGreaterThan(0);
      if (question.type === 1 || question.type === 3) expect(answer, question.content.en).toHaveLength(1);
      expect(isAnswerCorrect({ question_type: question.type, list_answer: answerItems(question) }, answer)).toBe(true);
    }
  });

  it('shows the items to arrange of each question in its own order: no one rule undoes them all', () => {
    const arrangements = new Set<string>();
    let count = 0;
    for (const { question } of allQuestions) {
      if (question.type !== 4 && question.type !== 6) continue;
      const items = answerItems(question);
      // Where each shown item belongs (distractors left out), e.g. "2,0,1".
      const placed = items.filter((item) => item.order !== null);
      expect(
        placed.every((item, index) => index === 0 || item.order! > placed[index - 1]!.order!),
        question.content.en,
      ).toBe(false);
      arrangements.add(placed.map((item) => item.order).join(','));
      count += 1;
    }
    expect(count).toBeGreaterThan(5);
    // Not one pattern: most questions are shuffled differently.
    expect(arrangements.size).toBeGreaterThan(count / 2);
  });

  it('never shows items to arrange already arranged, nor two items with the same text', () => {
    for (const { question } of allQuestions) {
      if (question.type !== 4 && question.type !== 6) continue;
      const items = answerItems(question);
      const shownInOrder = items.map((_, id) => id);
      expect(
        isAnswerCorrect({ question_type: question.type, list_answer: items }, shownInOrder),
        question.content.en,
      ).toBe(false);
      const texts = items.map((item) => JSON.stringify(item.text));
      expect(new Set(texts).size, question.content.en).toBe(texts.length);
    }
  });

  it('writes every question and explanation in both languages', () => {
    for (const { question } of allQuestions) {
      for (const text of [question.content, question.explanation]) {
        expect(text.en.trim()).not.toBe('');
        expect(text.vi.trim()).not.toBe('');
      }
    }
  });
});
