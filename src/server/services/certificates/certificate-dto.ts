import { normalizeCertificateCode } from '@/lib/certificates/certificate-code';
import type { AdminCertificate, CertificateReply } from '@/lib/certificates/certificate-types';
import type { Locale } from '@/lib/locales';
import { certificatePath, certificatePdfPath } from '@/lib/routes';
import { AppError } from '../../http/app-error';
import { appLink } from '../../mail/app-link';
import * as certificateRepository from '../../repositories/certificate-repository';
import type { Certificate, CertificateWithSlug } from '../../repositories/certificate-repository';
import { localized } from '../../i18n/localized';

function toCertificateReply(certificate: CertificateWithSlug, language: Locale): CertificateReply {
  return {
    code: certificate.code,
    learner_name: certificate.learnerName,
    course: {
      slug: certificate.courseSlug,
      title: localized(certificate.courseTitleEn, certificate.courseTitleVi, language),
      titles: { en: certificate.courseTitleEn, vi: certificate.courseTitleVi },
    },
    issued_at: certificate.issuedAt.toISOString(),
    score: certificate.score,
    status: certificate.revokedAt ? 'revoked' : 'valid',
    revoked_at: certificate.revokedAt?.toISOString() ?? null,
    revoked_reason: certificate.revokedReason,
    verification_url: appLink(language, certificatePath(certificate.code)),
    pdf_url: certificatePdfPath(certificate.code, language),
  };
}

export function toAdminCertificate(certificate: Certificate): AdminCertificate {
  return {
    code: certificate.code,
    course_title: { en: certificate.courseTitleEn, vi: certificate.courseTitleVi },
    learner_name: certificate.learnerName,
    issued_at: certificate.issuedAt.toISOString(),
    score: certificate.score,
    revoked_at: certificate.revokedAt?.toISOString() ?? null,
    revoked_reason: certificate.revokedReason,
  };
}

const unknownCertificate = () => new AppError('NOT_FOUND', 'No certificate has this code.');

/** A certificate by its code as typed or linked (see normalizeCertificateCode); NOT_FOUND otherwise. */
export async function findCertificate(code: string): Promise<CertificateWithSlug> {
  const normalized = normalizeCertificateCode(code);
  const certificate = normalized ? await certificateRepository.findByCode(normalized) : null;
  if (!certificate) throw unknownCertificate();
  return certificate;
}

/** GET /api/certificates/{code} and the verification page: what the certificate states. */
export async function getCertificate(code: string, language: Locale): Promise<CertificateReply> {
  return toCertificateReply(await findCertificate(code), language);
}
