import * as courseRepository from '../../../repositories/course-repository';
import * as enrolmentRepository from '../../../repositories/enrolment-repository';
import * as userRepository from '../../../repositories/user-repository';
import type { Executor } from '../../types';
import { DEMO_USERS } from '../demo-users';
import { DEMO_LEARNER_COURSES } from './courses';

/** Enrols the demo learner in a few courses (once: enrolling twice changes nothing). */
export async function seedDemoEnrolments(db: Executor): Promise<void> {
  const learnerEmail = DEMO_USERS.find((user) => user.role === 'user')?.email;
  const learner = learnerEmail ? await userRepository.findByEmail(learnerEmail, db) : null;
  if (!learner) return;
  for (const { slug, source } of DEMO_LEARNER_COURSES) {
    const course = await courseRepository.findBySlug(slug, db);
    if (!course) throw new Error(`seed: demo enrolment names unknown course ${slug}`);
    await enrolmentRepository.enrol({ userId: learner.id, courseId: course.id, source }, db);
  }
}
