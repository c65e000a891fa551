import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { getDb } from '../db/client';
import { courses, type Course } from '../db/schema/catalog';
import { answers, questions, quizGroups, quizzes } from '../db/schema/quiz';
import type { Executor } from '../db/types';
import { coursePublished } from './course-repository';

/** Database access for a quiz, its place in a course, and its questions with their answer items. */

export type Quiz = typeof quizzes.$inferSelect;
type QuizGroup = typeof quizGroups.$inferSelect;
type Question = typeof questions.$inferSelect;
type AnswerItem = typeof answers.$inferSelect;

export interface QuizInCourse {
  quiz: Quiz;
  group: QuizGroup;
  course: Course;
}

export type QuestionWithAnswers = Question & { answers: AnswerItem[] };

/** A quiz with its group and course; null when unknown or its course is not published. */
export async function findInCourse(quizId: number, db: Executor = getDb()): Promise<QuizInCourse | null> {
  const [row] = await db
    .select({ quiz: quizzes, group: quizGroups, course: courses })
    .from(quizzes)
    .innerJoin(quizGroups, eq(quizGroups.id, quizzes.groupId))
    .innerJoin(courses, eq(courses.id, quizGroups.courseId))
    .where(and(eq(quizzes.id, quizId), coursePublished()))
    .limit(1);
  return row ?? null;
}

/** A quiz row whatever its course's state (grading an attempt needs its pass mark even then). */
export async function findById(quizId: number, db: Executor = getDb()): Promise<Quiz | null> {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId)).limit(1);
  return row ?? null;
}

/**
 * The quiz's questions as it stands (retired versions left out, see questions.retired_at),
 * in position order, each with its answer items in position order.
 */
export function listQuestions(quizId: number, db: Executor = getDb()): Promise<QuestionWithAnswers[]> {
  return questionsWhere(and(eq(questions.quizId, quizId), isNull(questions.retiredAt))!, db);
}

/**
 * Questions by id, retired versions included: the ones a closed attempt was graded on, as
 * they were then (an edit after the attempt made a new version and left this one as it was).
 */
export function listQuestionsByIds(ids: readonly number[], db: Executor = getDb()): Promise<QuestionWithAnswers[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return questionsWhere(inArray(questions.id, [...ids]), db);
}

async function questionsWhere(where: SQL, db: Executor): Promise<QuestionWithAnswers[]> {
  const questionRows = await db
    .select()
    .from(questions)
    .where(where)
    .orderBy(asc(questions.position), asc(questions.id));
  if (questionRows.length === 0) return [];
  const answerRows = await db
    .select()
    .from(answers)
    .where(
      inArray(
        answers.questionId,
        questionRows.map((question) => question.id),
      ),
    )
    .orderBy(asc(answers.questionId), asc(answers.position));
  const byQuestion = new Map<number, AnswerItem[]>(questionRows.map((question) => [question.id, []]));
  for (const answer of answerRows) byQuestion.get(answer.questionId)!.push(answer);
  return questionRows.map((question) => ({ ...question, answers: byQuestion.get(question.id)! }));
}
