import { asc, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { lessons, sections } from '../db/schema/curriculum';
import { quizGroups, quizzes } from '../db/schema/quiz';
import type { Executor } from '../db/types';

/** Database access for a course's sections, lessons, quiz groups and quizzes (summaries only). */

type Section = typeof sections.$inferSelect;
export type Lesson = typeof lessons.$inferSelect;
type QuizGroup = typeof quizGroups.$inferSelect;
type Quiz = typeof quizzes.$inferSelect;

export type SectionWithLessons = Section & { lessons: Lesson[] };
export type QuizGroupWithQuizzes = QuizGroup & { quizzes: Quiz[] };

export async function listSections(courseId: number, db: Executor = getDb()): Promise<SectionWithLessons[]> {
  const rows = await db
    .select({ section: sections, lesson: lessons })
    .from(sections)
    .leftJoin(lessons, eq(lessons.sectionId, sections.id))
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.position), asc(lessons.position));
  return groupRows(
    rows,
    (row) => row.section,
    (row) => row.lesson,
    'lessons',
  );
}

export async function listQuizGroups(courseId: number, db: Executor = getDb()): Promise<QuizGroupWithQuizzes[]> {
  const rows = await db
    .select({ group: quizGroups, quiz: quizzes })
    .from(quizGroups)
    .leftJoin(quizzes, eq(quizzes.groupId, quizGroups.id))
    .where(eq(quizGroups.courseId, courseId))
    .orderBy(asc(quizGroups.position), asc(quizzes.position));
  return groupRows(
    rows,
    (row) => row.group,
    (row) => row.quiz,
    'quizzes',
  );
}

/** A lesson and the course it belongs to (published or not: callers check the course). */
export async function findLesson(
  lessonId: number,
  db: Executor = getDb(),
): Promise<{ lesson: Lesson; courseId: number } | null> {
  const [row] = await db
    .select({ lesson: lessons, courseId: sections.courseId })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return row ?? null;
}

/** Folds parent ⋈ child rows (already ordered) into parents holding their children. */
function groupRows<R, P extends { id: number }, C, K extends string>(
  rows: R[],
  parentOf: (row: R) => P,
  childOf: (row: R) => C | null,
  key: K,
): (P & Record<K, C[]>)[] {
  const parents = new Map<number, P & Record<K, C[]>>();
  for (const row of rows) {
    const parent = parentOf(row);
    let entry = parents.get(parent.id);
    if (!entry) {
      entry = { ...parent, [key]: [] } as P & Record<K, C[]>;
      parents.set(parent.id, entry);
    }
    const child = childOf(row);
    if (child) entry[key].push(child);
  }
  return [...parents.values()];
}
