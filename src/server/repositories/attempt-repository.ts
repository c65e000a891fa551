import { and, asc, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { attemptAnswers, quizAttempts, type AttemptAnswer, type QuizAttempt } from '../db/schema/attempts';
import type { Executor } from '../db/types';

/** Database access for quiz attempts and their answers; the rules (deadlines, grading) live in services. */

export type { AttemptAnswer, QuizAttempt };

export interface AnswerWrite {
  questionId: number;
  userAnswer: number[];
  /** Left out: the saved flag stays as it is. */
  isFlagged?: boolean;
}

export interface AttemptGrade {
  status: 'submitted' | 'expired';
  closedAt: Date;
  totalTimeS: number;
  questionCount: number;
  correctCount: number;
  score: number;
  isPass: boolean;
  results: { questionId: number; isCorrect: boolean }[];
}

export async function findById(id: number, db: Executor = getDb()): Promise<QuizAttempt | null> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, id)).limit(1);
  return row ?? null;
}

/** The attempt, its row locked until the transaction ends (closing must happen once). */
export async function lockById(id: number, tx: Executor): Promise<QuizAttempt | null> {
  const [row] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findOpen(userId: string, quizId: number, db: Executor = getDb()): Promise<QuizAttempt | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), eq(quizAttempts.status, 'open')))
    .limit(1);
  return row ?? null;
}

/**
 * Opens a strict attempt unless the learner already has one open for this quiz (the
 * partial unique index decides under concurrency). Returns the new row, or null.
 */
export async function insertOpen(
  values: { userId: string; quizId: number; startedAt: Date; deadline: Date; questionCount: number },
  db: Executor = getDb(),
): Promise<QuizAttempt | null> {
  const [row] = await db
    .insert(quizAttempts)
    .values({ ...values, mode: 'strict', status: 'open' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Writes a practice attempt that arrives whole: closed at once, graded, with its answers. */
export async function insertClosedPractice(
  values: { userId: string; quizId: number; startedAt: Date },
  grade: AttemptGrade,
  answers: AnswerWrite[],
  tx: Executor,
): Promise<QuizAttempt> {
  const { results, ...closing } = grade;
  const [row] = await tx
    .insert(quizAttempts)
    .values({ ...values, ...closing, mode: 'practice' })
    .returning();
  // A row for every graded question, answered or not: the attempt keeps which questions (which
  // versions of them) it was graded on, whatever is edited later.
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  const rows = results.map((result) => ({
    attemptId: row!.id,
    questionId: result.questionId,
    userAnswer: given.get(result.questionId)?.userAnswer ?? [],
    isFlagged: given.get(result.questionId)?.isFlagged ?? false,
    isCorrect: result.isCorrect,
  }));
  if (rows.length > 0) await tx.insert(attemptAnswers).values(rows);
  return row!;
}

/** Closed strict attempts of a learner at a quiz: what counts against `attempts_allowed`. */
export async function countClosedStrict(userId: string, quizId: number, db: Executor = getDb()): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.mode, 'strict'),
        ne(quizAttempts.status, 'open'),
      ),
    );
  return row?.value ?? 0;
}

/** Open attempts whose deadline passed before `cutoff` (a learner's only, when given), oldest first. */
export async function listOpenIdsPastDeadline(
  cutoff: Date,
  options: { userId?: string; limit: number },
  db: Executor = getDb(),
): Promise<number[]> {
  const conditions = [eq(quizAttempts.status, 'open'), lt(quizAttempts.deadline, cutoff)];
  if (options.userId) conditions.push(eq(quizAttempts.userId, options.userId));
  const rows = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(...conditions))
    .orderBy(asc(quizAttempts.deadline))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

/**
 * Saves answers of an open attempt (insert or replace per question). Flags are written only
 * where given, so a save of answers alone never clears a flag.
 */
export async function saveAnswers(attemptId: number, answers: AnswerWrite[], db: Executor = getDb()): Promise<void> {
  const now = new Date();
  const withFlag = answers.filter((answer) => answer.isFlagged !== undefined);
  const withoutFlag = answers.filter((answer) => answer.isFlagged === undefined);
  const rowOf = (answer: AnswerWrite) => ({
    attemptId,
    questionId: answer.questionId,
    userAnswer: answer.userAnswer,
    isFlagged: answer.isFlagged ?? false,
    updatedAt: now,
  });
  const target = [attemptAnswers.attemptId, attemptAnswers.questionId];
  if (withFlag.length > 0) {
    await db
      .insert(attemptAnswers)
      .values(withFlag.map(rowOf))
      .onConflictDoUpdate({
        target,
        set: {
          userAnswer: sql`excluded.user_answer`,
          isFlagged: sql`excluded.is_flagged`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  if (withoutFlag.length > 0) {
    await db
      .insert(attemptAnswers)
      .values(withoutFlag.map(rowOf))
      .onConflictDoUpdate({
        target,
        set: { userAnswer: sql`excluded.user_answer`, updatedAt: sql`excluded.updated_at` },
      });
  }
}

export async function listAnswers(attemptId: number, db: Executor = getDb()): Promise<AttemptAnswer[]> {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

/** Closes an open attempt with its grade; false when it was not open any more (closed by someone else). */
export async function close(attemptId: number, grade: AttemptGrade, tx: Executor): Promise<boolean> {
  const { results, ...closing } = grade;
  const updated = await tx
    .update(quizAttempts)
    .set(closing)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.status, 'open')))
    .returning({ id: quizAttempts.id });
  if (updated.length === 0) return false;
  // Every saved answer gets its verdict (an answer to a question no longer in the quiz is
  // wrong), and every graded question gets a row, answered or not: the attempt keeps which
  // questions (which versions of them) it was graded on, whatever is edited later.
  await tx.update(attemptAnswers).set({ isCorrect: false }).where(eq(attemptAnswers.attemptId, attemptId));
  if (results.length > 0) {
    await tx
      .insert(attemptAnswers)
      .values(results.map((result) => ({ attemptId, questionId: result.questionId, isCorrect: result.isCorrect })))
      .onConflictDoUpdate({
        target: [attemptAnswers.attemptId, attemptAnswers.questionId],
        set: { isCorrect: sql`excluded.is_correct` },
      });
  }
  return true;
}

/** One page of a learner's closed attempts at a quiz, newest first, and how many there are. */
export async function listClosed(
  userId: string,
  quizId: number,
  page: { limit: number; offset: number },
  db: Executor = getDb(),
): Promise<{ rows: QuizAttempt[]; total: number }> {
  const where = and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), ne(quizAttempts.status, 'open'));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(quizAttempts)
      .where(where)
      .orderBy(desc(quizAttempts.closedAt), desc(quizAttempts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(quizAttempts).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

/** The closed attempt `id` when it belongs to `userId`; null otherwise (unknown, open or someone else's). */
export async function findClosedOf(userId: string, id: number, db: Executor = getDb()): Promise<QuizAttempt | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, id), eq(quizAttempts.userId, userId), ne(quizAttempts.status, 'open')))
    .limit(1);
  return row ?? null;
}
