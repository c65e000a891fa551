import { generateCertificateCode } from '@/lib/certificates/certificate-code';
import type { Executor } from '../../db/types';
import * as certificateRepository from '../../repositories/certificate-repository';
import type { Certificate } from '../../repositories/certificate-repository';
import * as enrolmentRepository from '../../repositories/enrolment-repository';

/**
 * Issues the learner's certificate of a course if this transaction's write (a lesson
 * completed, a strict attempt passed) has just finished it: every lesson completed, and the
 * course's final quiz, if it has one, passed in strict mode. Called inside that write's
 * transaction, so the certificate exists exactly when the completion does.
 *
 * Exactly once: the learner's enrolment row is locked first, so two completing writes of one
 * course run one after the other (the second sees the first's commit and finds the course
 * finished, or the certificate issued); the unique (user, course) index backs it. A learner
 * needs an enrolment (free or bought); a revoked certificate is not issued again.
 */
export async function issueCertificateIfComplete(
  userId: string,
  courseId: number,
  tx: Executor,
  now: Date = new Date(),
): Promise<Certificate | null> {
  if (!(await enrolmentRepository.lockOne(userId, courseId, tx))) return null;
  if (await certificateRepository.existsFor(userId, courseId, tx)) return null;
  const facts = await certificateRepository.completionFacts(userId, courseId, tx);
  if (!facts) return null;
  // A course with neither lessons nor a final quiz has nothing to finish.
  if (facts.totalLessons === 0 && facts.finalQuizId === null) return null;
  if (facts.completedLessons < facts.totalLessons) return null;
  if (facts.finalQuizId !== null && facts.bestPassingScore === null) return null;
  return certificateRepository.insertOnce(
    {
      code: generateCertificateCode(),
      userId,
      courseId,
      learnerName: facts.learnerName,
      courseTitleEn: facts.titleEn,
      courseTitleVi: facts.titleVi,
      score: facts.bestPassingScore,
      issuedAt: now,
    },
    tx,
  );
}

/** After a strict attempt at `quizId` passed: issues the certificates of the courses whose final quiz it is. */
export async function issueAfterFinalQuiz(userId: string, quizId: number, tx: Executor, now?: Date): Promise<void> {
  for (const courseId of await certificateRepository.coursesWithFinalQuiz(quizId, tx)) {
    await issueCertificateIfComplete(userId, courseId, tx, now);
  }
}
