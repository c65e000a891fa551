import { generateCertificateCode } from '@/lib/certificates/certificate-code';
import * as certificateRepository from '@/server/repositories/certificate-repository';
import type { Certificate } from '@/server/repositories/certificate-repository';

/** A certificate as the issuing rule writes one, without playing the course through. */
export async function insertCertificate(userId: string, courseId: number): Promise<Certificate> {
  const certificate = await certificateRepository.insertOnce({
    code: generateCertificateCode(),
    userId,
    courseId,
    learnerName: 'Trần Minh Khoa',
    courseTitleEn: 'Fixture course',
    courseTitleVi: 'Khóa học mẫu',
    score: 90,
  });
  if (!certificate) throw new Error('the learner already has a certificate of this course');
  return certificate;
}
