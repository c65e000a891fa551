import { eq } from 'drizzle-orm';
import * as answersRoute from '@/pages/api/exam/quiz-attempts/[id]/answers';
import * as historyRoute from '@/pages/api/exam/quiz-answer-histories/[id]';
import * as fullExamRoute from '@/pages/api/exam/quizzes/[id]/full-exam';
import * as quizRoute from '@/pages/api/exam/quizzes/[id]/index';
import * as historiesRoute from '@/pages/api/exam/quizzes/[id]/my-answer-histories';
import * as submitRoute from '@/pages/api/exam/quizzes/submit';
import { getDb } from '@/server/db/client';
import { quizAttempts } from '@/server/db/schema/attempts';
import { answers, questions, quizzes } from '@/server/db/schema/quiz';
import { serveApi, type Api } from './api';
import { createCourse, createCurriculum } from './catalog';

/** Every quiz call behind one `call(path)`. */
export function serveExamApi(): Promise<Api> {
  return serveApi({
    '/api/exam/quizzes/[id]': quizRoute,
    '/api/exam/quizzes/[id]/full-exam': fullExamRoute,
    '/api/exam/quizzes/[id]/my-answer-histories': historiesRoute,
    '/api/exam/quizzes/submit': submitRoute,
    '/api/exam/quiz-attempts/[id]/answers': answersRoute,
    '/api/exam/quiz-answer-histories/[id]': historyRoute,
  });
}

type Item = { en: string; correct?: boolean; order?: number };

/**
 * One question of each type, with the answer that is right and one that is wrong (ids by
 * position, as the client sends them; see src/lib/exam/is-answer-correct.ts).
 */
const QUESTIONS: { type: number; en: string; items: Item[]; right: number[]; wrong: number[] }[] = [
  {
    type: 1,
    en: 'Pick B',
    items: [{ en: 'A' }, { en: 'B', correct: true }, { en: 'C' }],
    right: [1],
    wrong: [0],
  },
  {
    type: 2,
    en: 'Pick A and C',
    items: [{ en: 'A', correct: true }, { en: 'B' }, { en: 'C', correct: true }],
    right: [2, 0],
    wrong: [0],
  },
  { type: 3, en: 'The sky is blue', items: [{ en: 'True', correct: true }, { en: 'False' }], right: [0], wrong: [1] },
  {
    type: 4,
    en: 'Order 1, 2, 3',
    items: [
      { en: 'two', order: 2 },
      { en: 'one', order: 1 },
      { en: 'three', order: 3 },
    ],
    right: [1, 0, 2],
    wrong: [0, 1, 2],
  },
  {
    type: 5,
    en: 'Select the bugs',
    items: [{ en: 'ok' }, { en: 'bug', correct: true }, { en: 'ok' }, { en: 'bug', correct: true }],
    right: [3, 1],
    wrong: [1],
  },
  {
    type: 6,
    en: 'Build "hello world"',
    items: [{ en: 'world', order: 2 }, { en: 'hello', order: 1 }, { en: 'banana' }],
    right: [1, 0],
    wrong: [1, 2],
  },
];

export interface QuizFixture {
  questionIds: number[];
  /** Per question id (in position order): the right answer and a wrong one. */
  right: Map<number, number[]>;
  wrong: Map<number, number[]>;
}

/** Gives the quiz one question of each of the six types; returns their ids and answers. */
async function addQuestionsOfEveryType(quizId: number): Promise<QuizFixture> {
  const db = getDb();
  const fixture: QuizFixture = { questionIds: [], right: new Map(), wrong: new Map() };
  for (const [position, question] of QUESTIONS.entries()) {
    const [row] = await db
      .insert(questions)
      .values({
        quizId,
        position,
        questionType: question.type,
        contentEn: question.en,
        contentVi: `${question.en} (vi)`,
        explanationEn: `Why: ${question.en}`,
        explanationVi: `Vì sao: ${question.en}`,
      })
      .returning({ id: questions.id });
    await db.insert(answers).values(
      question.items.map((item, index) => ({
        questionId: row!.id,
        position: index,
        contentEn: item.en,
        contentVi: `${item.en} (vi)`,
        correct: item.correct ?? false,
        order: item.order ?? null,
      })),
    );
    fixture.questionIds.push(row!.id);
    fixture.right.set(row!.id, question.right);
    fixture.wrong.set(row!.id, question.wrong);
  }
  await db.update(quizzes).set({ questionCount: QUESTIONS.length }).where(eq(quizzes.id, quizId));
  return fixture;
}

export interface ExamCourse {
  courseId: number;
  /** In the Free Test group: open to everyone signed in. */
  freeQuiz: { id: number } & QuizFixture;
  /** In a paid group: enrolled learners only; 2 strict attempts allowed; 600 s. */
  finalQuiz: { id: number } & QuizFixture;
  /** The curriculum's lessons: the first is a free preview, the others need enrolment. */
  lessonIds: [number, number, number];
}

/** A paid course with a curriculum whose two quizzes have one question of each type. */
export async function createExamCourse(slug: string): Promise<ExamCourse> {
  const courseId = await createCourse({ slug, titleEn: `Course ${slug}`, titleVi: `Khóa ${slug}`, priceVnd: 199000 });
  const { freeQuizId, practiceQuizId, lessonIds } = await createCurriculum(courseId);
  return {
    courseId,
    lessonIds,
    freeQuiz: { id: freeQuizId, ...(await addQuestionsOfEveryType(freeQuizId)) },
    finalQuiz: { id: practiceQuizId, ...(await addQuestionsOfEveryType(practiceQuizId)) },
  };
}

/** The answer_detail of a submission: `pick` chooses each question's answer. */
export function answerDetail(fixture: QuizFixture, pick: (questionId: number) => number[]) {
  return fixture.questionIds.map((id) => ({ quiz_question_id: id, user_answer: pick(id) }));
}

/** Moves an attempt back in time, as if it had started `secondsAgo` seconds ago. */
export async function backdateAttempt(attemptId: number, secondsAgo: number, timeLimitS = 600): Promise<void> {
  const startedAt = new Date(Date.now() - secondsAgo * 1000);
  await getDb()
    .update(quizAttempts)
    .set({ startedAt, deadline: new Date(startedAt.getTime() + timeLimitS * 1000) })
    .where(eq(quizAttempts.id, attemptId));
}
