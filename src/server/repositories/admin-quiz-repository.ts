import { and, asc, count, desc, eq, inArray, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { QuestionDraft } from '@/lib/exam/authoring/question-draft';
import { getDb } from '../db/client';
import { quizAttempts, attemptAnswers } from '../db/schema/attempts';
import { courses, type Course } from '../db/schema/catalog';
import { answers, questions, quizGroups, quizzes } from '../db/schema/quiz';
import type { Executor } from '../db/types';
import { integerById, parkedPosition } from './integer-by-id';
import { keywordCondition } from './keyword-condition';
import type { Quiz } from './quiz-repository';

/**
 * Database access for the back office's quizzes: every quiz whatever its course's state,
 * and the writes to quizzes and their questions (the public quiz-repository only reads).
 */

type QuizGroup = typeof quizGroups.$inferSelect;
export interface AdminQuizRow {
  quiz: Quiz;
  group: QuizGroup;
  course: Course;
  attemptCount: number;
}

const ATTEMPT_COUNT = sql<number>`(
  select count(*) from quiz_attempts a where a.quiz_id = quizzes.id and a.status <> 'open'
)::int`;

export async function list(
  filters: { keyword?: string; courseId?: number; limit: number; offset: number },
  db: Executor = getDb(),
): Promise<{ rows: AdminQuizRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    conditions.push(
      keywordCondition(filters.keyword, [quizzes.titleEn, quizzes.titleVi, courses.titleEn, courses.titleVi]),
    );
  }
  if (filters.courseId) conditions.push(eq(courses.id, filters.courseId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const base = () =>
    db
      .select({ quiz: quizzes, group: quizGroups, course: courses, attemptCount: ATTEMPT_COUNT })
      .from(quizzes)
      .innerJoin(quizGroups, eq(quizGroups.id, quizzes.groupId))
      .innerJoin(courses, eq(courses.id, quizGroups.courseId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    base()
      .orderBy(asc(courses.id), asc(quizGroups.position), asc(quizzes.position))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ value: count() })
      .from(quizzes)
      .innerJoin(quizGroups, eq(quizGroups.id, quizzes.groupId))
      .innerJoin(courses, eq(courses.id, quizGroups.courseId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findById(id: number, db: Executor = getDb()): Promise<AdminQuizRow | null> {
  const [row] = await db
    .select({ quiz: quizzes, group: quizGroups, course: courses, attemptCount: ATTEMPT_COUNT })
    .from(quizzes)
    .innerJoin(quizGroups, eq(quizGroups.id, quizzes.groupId))
    .innerJoin(courses, eq(courses.id, quizGroups.courseId))
    .where(eq(quizzes.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the quiz row for the rest of the transaction: writes to one quiz's questions queue up. */
export async function lockQuiz(id: number, db: Executor): Promise<Quiz | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findCourse(id: number, db: Executor = getDb()): Promise<Course | null> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  return row ?? null;
}

/** The course's quiz group of that English name (the spec finds "Free Test" by it), made when missing. */
export async function findOrCreateGroup(
  courseId: number,
  name: { en: string; vi: string },
  isFreeTest: boolean,
  db: Executor,
): Promise<QuizGroup> {
  const [found] = await db
    .select()
    .from(quizGroups)
    .where(and(eq(quizGroups.courseId, courseId), sql`lower(${quizGroups.groupNameEn}) = lower(${name.en})`))
    .limit(1);
  if (found) return found;
  const [last] = await db
    .select({ value: max(quizGroups.position) })
    .from(quizGroups)
    .where(eq(quizGroups.courseId, courseId));
  const [created] = await db
    .insert(quizGroups)
    .values({
      courseId,
      groupNameEn: name.en,
      groupNameVi: name.vi,
      isFreeTest,
      position: (last?.value ?? -1) + 1,
    })
    .returning();
  return created!;
}

export async function nextQuizPosition(groupId: number, db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: max(quizzes.position) })
    .from(quizzes)
    .where(eq(quizzes.groupId, groupId));
  return (row?.value ?? -1) + 1;
}

export async function insertQuiz(values: typeof quizzes.$inferInsert, db: Executor): Promise<Quiz> {
  const [row] = await db.insert(quizzes).values(values).returning();
  return row!;
}

export async function updateQuiz(
  id: number,
  values: Partial<typeof quizzes.$inferInsert>,
  db: Executor,
): Promise<Quiz> {
  const [row] = await db.update(quizzes).set(values).where(eq(quizzes.id, id)).returning();
  return row!;
}

export async function removeQuiz(id: number, db: Executor): Promise<void> {
  await db.delete(quizzes).where(eq(quizzes.id, id));
}

// ── Questions ───────────────────────────────────────────────────────────────

export type QuestionRow = typeof questions.$inferSelect;

export async function findQuestion(id: number, db: Executor = getDb()): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row ?? null;
}

/** Ids among `questionIds` that some attempt has answered or been graded on. */
export async function answeredQuestionIds(
  questionIds: readonly number[],
  db: Executor = getDb(),
): Promise<Set<number>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: attemptAnswers.questionId })
    .from(attemptAnswers)
    .where(inArray(attemptAnswers.questionId, [...questionIds]));
  return new Set(rows.map((row) => row.id));
}

export async function liveQuestionIds(quizId: number, db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.quizId, quizId), isNull(questions.retiredAt)))
    .orderBy(asc(questions.position));
  return rows.map((row) => row.id);
}

export async function nextQuestionPosition(quizId: number, db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: max(questions.position) })
    .from(questions)
    .where(and(eq(questions.quizId, quizId), isNull(questions.retiredAt)));
  return (row?.value ?? -1) + 1;
}

function questionColumns(draft: QuestionDraft) {
  return {
    questionType: draft.question_type,
    contentEn: draft.content.en,
    contentVi: draft.content.vi,
    explanationEn: draft.explanation?.en ?? null,
    explanationVi: draft.explanation?.vi ?? null,
    points: draft.points,
  };
}

async function insertAnswers(questionId: number, draft: QuestionDraft, db: Executor): Promise<void> {
  if (draft.answers.length === 0) return;
  await db.insert(answers).values(
    draft.answers.map((answer, position) => ({
      questionId,
      position,
      contentEn: answer.content.en,
      contentVi: answer.content.vi,
      correct: answer.correct,
      order: answer.order,
    })),
  );
}

/** Inserts questions at `firstPosition` onwards, in order, with their answer items. */
export async function insertQuestions(
  quizId: number,
  firstPosition: number,
  drafts: readonly QuestionDraft[],
  db: Executor,
): Promise<number[]> {
  if (drafts.length === 0) return [];
  const rows = await db
    .insert(questions)
    .values(drafts.map((draft, index) => ({ quizId, position: firstPosition + index, ...questionColumns(draft) })))
    .returning({ id: questions.id, position: questions.position });
  rows.sort((a, b) => a.position - b.position);
  const answerRows = rows.flatMap((row, index) =>
    drafts[index]!.answers.map((answer, position) => ({
      questionId: row.id,
      position,
      contentEn: answer.content.en,
      contentVi: answer.content.vi,
      correct: answer.correct,
      order: answer.order,
    })),
  );
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let start = 0; start < answerRows.length; start += 5_000) {
    await db.insert(answers).values(answerRows.slice(start, start + 5_000));
  }
  return rows.map((row) => row.id);
}

/** Rewrites a question nobody has answered, in place. */
export async function rewriteQuestion(id: number, draft: QuestionDraft, db: Executor): Promise<void> {
  await db.update(questions).set(questionColumns(draft)).where(eq(questions.id, id));
  await db.delete(answers).where(eq(answers.questionId, id));
  await insertAnswers(id, draft, db);
}

/**
 * Retires a question version: it leaves the quiz (its position is freed for a successor)
 * but stays for the attempts graded on it.
 */
export async function retireQuestion(id: number, at: Date, db: Executor): Promise<void> {
  await db.update(questions).set({ retiredAt: at }).where(eq(questions.id, id));
}

export async function removeQuestion(id: number, db: Executor): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

/** Writes the quiz's question order (positions 0..n-1): two statements, the rows parked first (integer-by-id.ts). */
export async function writeQuestionOrder(quizId: number, ids: readonly number[], db: Executor): Promise<void> {
  if (ids.length === 0) return;
  const ofQuiz = and(inArray(questions.id, ids), eq(questions.quizId, quizId));
  await db
    .update(questions)
    .set({ position: parkedPosition(questions.position) })
    .where(ofQuiz);
  await db
    .update(questions)
    .set({
      position: integerById(
        questions.id,
        ids.map((id, index) => [id, index] as const),
      ),
    })
    .where(ofQuiz);
}

/** Keeps quizzes.question_count (shown on the course page) equal to the live questions. */
export async function syncQuestionCount(quizId: number, db: Executor): Promise<void> {
  await db
    .update(quizzes)
    .set({
      questionCount: sql`(select count(*) from questions q where q.quiz_id = ${quizId} and q.retired_at is null)::int`,
    })
    .where(eq(quizzes.id, quizId));
}

// ── Statistics ──────────────────────────────────────────────────────────────

/** Closed attempts at a quiz with their graded answers (one row per attempt and question). */
export async function gradedAnswers(quizId: number, db: Executor = getDb()) {
  return db
    .select({
      attemptId: quizAttempts.id,
      score: quizAttempts.score,
      isPass: quizAttempts.isPass,
      questionId: attemptAnswers.questionId,
      isCorrect: attemptAnswers.isCorrect,
    })
    .from(quizAttempts)
    .leftJoin(attemptAnswers, eq(attemptAnswers.attemptId, quizAttempts.id))
    .where(and(eq(quizAttempts.quizId, quizId), ne(quizAttempts.status, 'open')))
    .orderBy(desc(quizAttempts.id));
}
