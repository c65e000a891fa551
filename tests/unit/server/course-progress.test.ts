import { describe, expect, it } from 'vitest';
import type { CurriculumProgressRow } from '@/server/repositories/lesson-progress-repository';
import { courseProgress } from '@/server/services/catalog/course-progress';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));

/** Four lessons of 100 s in curriculum order; `saved` gives a lesson its progress. */
function curriculum(saved: Record<number, { position: number; completed?: boolean; minute: number }>) {
  return [1, 2, 3, 4].map((lessonId): CurriculumProgressRow => ({
    courseId: 5,
    lessonId,
    titleEn: `Lesson ${lessonId}`,
    titleVi: `Bài ${lessonId}`,
    durationS: 100,
    positionS: saved[lessonId]?.position ?? null,
    completedAt: saved[lessonId]?.completed ? at(saved[lessonId].minute) : null,
    updatedAt: saved[lessonId] ? at(saved[lessonId].minute) : null,
  }));
}

describe('courseProgress', () => {
  it('resumes the lesson opened last while it is unfinished', () => {
    const progress = courseProgress(
      curriculum({ 1: { position: 100, completed: true, minute: 1 }, 3: { position: 40, minute: 2 } }),
      'en',
    );
    expect(progress.next_lesson).toEqual({ id: 3, title: 'Lesson 3' });
    expect(progress.last_lesson_id).toBe(3);
  });

  it('goes on after the last lesson, then comes back for what was skipped', () => {
    const skippedAhead = curriculum({
      1: { position: 100, completed: true, minute: 1 },
      3: { position: 100, completed: true, minute: 2 },
      4: { position: 100, completed: true, minute: 3 },
    });
    expect(courseProgress(skippedAhead, 'vi').next_lesson).toEqual({ id: 2, title: 'Bài 2' });
    const inOrder = curriculum({ 1: { position: 100, completed: true, minute: 1 } });
    expect(courseProgress(inOrder, 'en').next_lesson).toEqual({ id: 2, title: 'Lesson 2' });
  });

  it('has no next lesson once every lesson is done, and counts every second watched', () => {
    const done = curriculum({
      1: { position: 100, completed: true, minute: 1 },
      2: { position: 5, completed: true, minute: 2 },
      3: { position: 100, completed: true, minute: 3 },
      4: { position: 100, completed: true, minute: 4 },
    });
    expect(courseProgress(done, 'en')).toMatchObject({
      completed_lessons: 4,
      percent: 100,
      next_lesson: null,
      // Lesson 2 was completed after a skip to its end: it counts whole.
      watched_s: 400,
      duration_s: 400,
    });
  });

  it('never counts a position past the lesson’s length, and starts a course not begun at its first lesson', () => {
    const progress = courseProgress(curriculum({ 2: { position: 900, minute: 1 } }), 'en');
    expect(progress.watched_s).toBe(100);
    expect(courseProgress(curriculum({}), 'en')).toMatchObject({
      last_lesson_id: null,
      first_lesson_id: 1,
      next_lesson: { id: 1, title: 'Lesson 1' },
      watched_s: 0,
    });
  });

  it('is empty for a course without lessons', () => {
    expect(courseProgress([], 'en')).toEqual({
      completed_lessons: 0,
      total_lessons: 0,
      percent: 0,
      last_lesson_id: null,
      first_lesson_id: null,
      next_lesson: null,
      watched_s: 0,
      duration_s: 0,
    });
  });
});
