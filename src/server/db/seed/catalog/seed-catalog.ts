import { eq } from 'drizzle-orm';
import { FALSE_LABEL, TRUE_LABEL } from '@/lib/exam/authoring/true-false-answers';
import { toAsciiSlug } from '@/lib/format/slug';
import { categories, categoryGroups, courseCategories, courses } from '../../schema/catalog';
import { lessons, sections } from '../../schema/curriculum';
import { answers, questions, quizGroups, quizzes } from '../../schema/quiz';
import type { Executor } from '../../types';
import { CATEGORY_GROUPS } from './categories';
import { COURSES } from './courses';
import { attachSampleLessonMedia, storeSampleLessonMedia, type SampleLessonMedia } from './seed-lesson-media';
import type { Bilingual, SeedCourse, SeedQuestion, SeedText } from './seed-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The slug of a demo course: its title in the language it is taught in, folded to ASCII. */
export function courseSlug(course: SeedCourse): string {
  return toAsciiSlug(course.title[course.language]);
}

/**
 * Loads the demo catalogue. Idempotent by slug: category groups and categories are upserted;
 * a course whose slug exists is left untouched (learners may hold enrolments and attempts
 * on its curriculum), so only missing courses are created. Every demo lesson plays the
 * sample video, stored like an admin's upload, with its captions (see seed-lesson-media.ts,
 * which also gives them to demo lessons seeded before videos were stored).
 * Returns how many courses were created.
 */
export async function seedCatalog(db: Executor, now: Date = new Date()): Promise<number> {
  const categoryIds = await seedCategories(db);
  const media = await storeSampleLessonMedia(db);
  let created = 0;
  for (const course of COURSES) {
    if (await seedCourse(db, course, categoryIds, media, now)) created += 1;
  }
  await attachSampleLessonMedia(db, COURSES.map(courseSlug), media);
  return created;
}

async function seedCategories(db: Executor): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [groupPosition, group] of CATEGORY_GROUPS.entries()) {
    const groupValues = { slug: group.slug, nameEn: group.name.en, nameVi: group.name.vi, position: groupPosition };
    const [savedGroup] = await db
      .insert(categoryGroups)
      .values(groupValues)
      .onConflictDoUpdate({ target: categoryGroups.slug, set: groupValues })
      .returning({ id: categoryGroups.id });
    for (const [position, category] of group.categories.entries()) {
      const values = {
        groupId: savedGroup!.id,
        slug: category.slug,
        nameEn: category.name.en,
        nameVi: category.name.vi,
        position,
      };
      const [saved] = await db
        .insert(categories)
        .values(values)
        .onConflictDoUpdate({ target: categories.slug, set: values })
        .returning({ id: categories.id });
      ids.set(category.slug, saved!.id);
    }
  }
  return ids;
}

async function seedCourse(
  db: Executor,
  course: SeedCourse,
  categoryIds: Map<string, number>,
  media: SampleLessonMedia,
  now: Date,
): Promise<boolean> {
  const slug = courseSlug(course);
  const [inserted] = await db
    .insert(courses)
    .values({
      slug,
      titleEn: course.title.en,
      titleVi: course.title.vi,
      shortDescriptionEn: course.shortDescription.en,
      shortDescriptionVi: course.shortDescription.vi,
      descriptionEn: course.description.en,
      descriptionVi: course.description.vi,
      thumbnail: `/images/courses/${slug}.svg`,
      priceVnd: course.priceVnd,
      level: course.level,
      language: course.language,
      enrolmentCount: course.enrolmentCount,
      publishedAt: new Date(now.getTime() - course.publishedDaysAgo * DAY_MS),
    })
    .onConflictDoNothing({ target: courses.slug })
    .returning({ id: courses.id });
  if (!inserted) return false;
  const courseId = inserted.id;

  await db.insert(courseCategories).values(
    course.categories.map((categorySlug) => {
      const categoryId = categoryIds.get(categorySlug);
      if (categoryId === undefined) throw new Error(`seed: course ${slug} names unknown category ${categorySlug}`);
      return { courseId, categoryId };
    }),
  );

  for (const [position, section] of course.sections.entries()) {
    const [saved] = await db
      .insert(sections)
      .values({ courseId, titleEn: section.title.en, titleVi: section.title.vi, position })
      .returning({ id: sections.id });
    await db.insert(lessons).values(
      section.lessons.map((lesson, lessonPosition) => ({
        sectionId: saved!.id,
        titleEn: lesson.title.en,
        titleVi: lesson.title.vi,
        videoUploadId: media.video.id,
        durationS: media.video.durationS,
        isFreePreview: lesson.preview === true,
        position: lessonPosition,
      })),
    );
  }

  for (const [position, group] of course.quizGroups.entries()) {
    const [savedGroup] = await db
      .insert(quizGroups)
      .values({
        courseId,
        groupNameEn: group.name.en,
        groupNameVi: group.name.vi,
        isFreeTest: group.isFreeTest === true,
        position,
      })
      .returning({ id: quizGroups.id });
    for (const [quizPosition, quiz] of group.quizzes.entries()) {
      const [savedQuiz] = await db
        .insert(quizzes)
        .values({
          groupId: savedGroup!.id,
          titleEn: quiz.title.en,
          titleVi: quiz.title.vi,
          descriptionEn: quiz.description.en,
          descriptionVi: quiz.description.vi,
          timeLimitS: quiz.timeLimitS,
          passMarkPercent: quiz.passMarkPercent,
          questionCount: quiz.questions.length,
          attemptsAllowed: quiz.attemptsAllowed,
          position: quizPosition,
        })
        .returning({ id: quizzes.id });
      await seedQuestions(db, savedQuiz!.id, quiz.questions);
      if (quiz.final) await db.update(courses).set({ finalQuizId: savedQuiz!.id }).where(eq(courses.id, courseId));
    }
  }
  return true;
}

async function seedQuestions(db: Executor, quizId: number, list: SeedQuestion[]): Promise<void> {
  const saved = await db
    .insert(questions)
    .values(
      list.map((question, position) => ({
        quizId,
        position,
        questionType: question.type,
        contentEn: question.content.en,
        contentVi: question.content.vi,
        explanationEn: question.explanation.en,
        explanationVi: question.explanation.vi,
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  const rows = saved.flatMap(({ id, position }) =>
    answerItems(list[position]!).map((item, answerPosition) => ({
      questionId: id,
      position: answerPosition,
      contentEn: textIn(item.text, 'en'),
      contentVi: textIn(item.text, 'vi'),
      correct: item.correct,
      order: item.order,
    })),
  );
  await db.insert(answers).values(rows);
}

interface AnswerItem {
  text: SeedText;
  correct: boolean;
  order: number | null;
}

/**
 * A question's answer items in display order (see src/lib/exam/is-answer-correct.ts).
 * @internal exported for the tests
 */
export function answerItems(question: SeedQuestion): AnswerItem[] {
  switch (question.type) {
    case 1:
    case 2:
      return question.options.map((option) => ({ text: option.text, correct: option.correct === true, order: null }));
    case 3:
      return [
        { text: TRUE_LABEL, correct: question.answer, order: null },
        { text: FALSE_LABEL, correct: !question.answer, order: null },
      ];
    case 4:
      return shuffleForDisplay(question.steps.map((text, index) => ({ text, correct: false, order: index + 1 })));
    case 5:
      return question.positions.map((item) => ({ text: item.text, correct: item.correct === true, order: null }));
    case 6:
      return shuffleForDisplay([
        ...question.words.map((text, index) => ({ text, correct: false, order: index + 1 })),
        ...(question.distractors ?? []).map((text) => ({ text, correct: false, order: null })),
      ]);
  }
}

/**
 * Items to arrange must not be shown arranged, nor in an order one rule would undo for
 * every question (odd items then even, say): a strict attempt shows them as stored. Each
 * question gets its own shuffle, seeded by its items so the seed stays deterministic, and
 * never the identity.
 */
function shuffleForDisplay<T extends { text: SeedText; order: number | null }>(items: T[]): T[] {
  const random = seededRandom(JSON.stringify(items.map((item) => item.text)));
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  // A shuffle can leave the items to arrange in their order (distractors aside): then the
  // first two of them swap places.
  const placed = shuffled.flatMap((item, index) => (item.order === null ? [] : [index]));
  if (placed.every((at, index) => index === 0 || shuffled[at]!.order! > shuffled[placed[index - 1]!]!.order!)) {
    const [first, second] = [placed[0]!, placed[1]!];
    [shuffled[first], shuffled[second]] = [shuffled[second]!, shuffled[first]!];
  }
  return shuffled;
}

/** mulberry32, seeded with the FNV-1a hash of `seed`: the same numbers on every run. */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function textIn(text: SeedText, language: keyof Bilingual): string {
  return typeof text === 'string' ? text : text[language];
}
