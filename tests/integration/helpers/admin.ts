import { randomUUID } from 'node:crypto';
import { API_ROUTES } from '@/openapi/api-routes';
import { serveApi, type Api } from './api';

/** The back office's API routes (and the public catalogue's, to see an edit from outside). */
export function serveAdminApi(): Promise<Api> {
  const routes = Object.fromEntries(
    Object.entries(API_ROUTES).filter(
      ([pattern]) => pattern.startsWith('/api/admin/') || pattern.startsWith('/api/exam/'),
    ),
  );
  return serveApi(routes);
}

/** The audit rows of one entity, newest first, through the API as an admin reads them. */
export async function auditOf(api: Api, token: string, entityType: string, entityId: number | string) {
  const reply = await api.call(`/api/admin/audit-log?entity_type=${entityType}&entity_id=${entityId}`, { token });
  if (reply.status !== 200) throw new Error(`audit log: ${reply.status}`);
  return reply.body.data as { action: string; actor: { email: string }; before: unknown; after: unknown }[];
}

/** Records of the back office for the authorization matrix: each write row gets its own target. */
export interface BackOfficeFixtures {
  courseId: number;
  sectionId: number;
  lessonId: number;
  /** A course whose curriculum (one section, one lesson) and quiz (one question) nothing else changes: the reorder rows'. */
  ordered: { courseId: number; sectionId: number; lessonId: number; quizId: number; questionId: number };
  deleted: { courseId: number; sectionId: number; lessonId: number; quizId: number; questionId: number };
  quizId: number;
  questionId: number;
  /** Showcase projects: one read and changed, one deleted, and the showcase's whole order (the reorder row's). */
  ourWorks: { id: number; deletedId: number; order: number[] };
}

const QUESTION = {
  question_type: 3,
  content: { en: 'The sky is blue', vi: 'Bầu trời màu xanh' },
  answers: [
    { content: { en: 'True', vi: 'Đúng' }, correct: true, order: null },
    { content: { en: 'False', vi: 'Sai' }, correct: false, order: null },
  ],
};

export async function createBackOfficeFixtures(api: Api, token: string): Promise<BackOfficeFixtures> {
  const data = async (path: string, body?: unknown) => {
    const reply = await api.call(path, { token, body });
    if (reply.status >= 300) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const course = async () => {
    const created = await data('/api/admin/courses', {
      slug: `office-${randomUUID().slice(0, 8)}`,
      title: { en: 'Office', vi: 'Văn phòng' },
      price_vnd: 0,
      level: 'beginner',
      language: 'en',
    });
    await data(`/api/admin/courses/${created.id}/sections`, { title: { en: 'S', vi: 'C' } });
    const sectionId = (await data(`/api/admin/courses/${created.id}`)).sections[0].id;
    const withLesson = await data(`/api/admin/sections/${sectionId}/lessons`, { title: { en: 'L', vi: 'B' } });
    return {
      courseId: created.id as number,
      sectionId: sectionId as number,
      lessonId: withLesson.sections[0].lessons[0].id as number,
    };
  };
  const quiz = async (courseId: number) => {
    const created = await data('/api/admin/quizzes', {
      course_id: courseId,
      group: { name: { en: 'Final', vi: 'Cuối khóa' } },
      title: { en: 'Quiz', vi: 'Bài' },
      time_limit_s: 600,
      pass_mark_percent: 50,
      attempts_allowed: null,
      modes: ['practice', 'strict'],
    });
    const withQuestions = await data(`/api/admin/quizzes/${created.id}/questions`, QUESTION);
    return { quizId: created.id as number, questionId: withQuestions.questions[0].id as number };
  };
  const ourWork = async (name: string) =>
    (await data('/api/admin/our-works', { slug: `office-${randomUUID().slice(0, 8)}`, title: { en: name, vi: name } }))
      .id as number;
  const main = await course();
  const ordered = await course();
  const deleted = await course();
  const mainQuiz = await quiz(main.courseId);
  const orderedQuiz = await quiz(ordered.courseId);
  const deletedQuiz = await quiz(deleted.courseId);
  const ourWorkIds = [await ourWork('Read'), await ourWork('Deleted')];
  return {
    ...main,
    ordered: { ...ordered, ...orderedQuiz },
    deleted: { ...deleted, ...deletedQuiz },
    ...mainQuiz,
    ourWorks: { id: ourWorkIds[0]!, deletedId: ourWorkIds[1]!, order: ourWorkIds },
  };
}

export const SAMPLE_QUESTION = QUESTION;
