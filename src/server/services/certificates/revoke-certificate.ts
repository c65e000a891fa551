import type { AdminCertificate } from '@/lib/certificates/certificate-types';
import { normalizeCertificateCode } from '@/lib/certificates/certificate-code';
import type { RevokeCertificateInput } from '@/schemas/certificates';
import type { AuthUser } from '../../auth/auth-user';
import { getDb } from '../../db/client';
import type { Executor } from '../../db/types';
import { AppError } from '../../http/app-error';
import * as certificateRepository from '../../repositories/certificate-repository';
import type { Certificate } from '../../repositories/certificate-repository';
import { recordAudit } from '../admin/record-audit';
import { toAdminCertificate } from './certificate-dto';

/** The learner's certificates of courses a full refund took back say so (revoke-order.ts). */
export const REFUND_REASON = 'Refunded';

async function lockCertificate(code: string, tx: Executor): Promise<Certificate> {
  const normalized = normalizeCertificateCode(code);
  const certificate = normalized ? await certificateRepository.lockByCode(normalized, tx) : null;
  if (!certificate) throw new AppError('NOT_FOUND', 'No certificate has this code.');
  return certificate;
}

const snapshot = (certificate: Certificate) => ({
  revoked_at: certificate.revokedAt,
  revoked_reason: certificate.revokedReason,
});

/**
 * POST /api/admin/certificates/{code}/revoke: the certificate stops being valid (its page
 * and PDF say "revoked on …" with the reason). Revoking a revoked one changes nothing.
 */
export async function revokeCertificate(
  code: string,
  input: RevokeCertificateInput,
  actor: AuthUser,
  now: Date = new Date(),
): Promise<AdminCertificate> {
  return getDb().transaction(async (tx) => {
    const current = await lockCertificate(code, tx);
    if (current.revokedAt) return toAdminCertificate(current);
    const revoked = await certificateRepository.setRevocation(
      current.id,
      { revokedAt: now, revokedReason: input.reason },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'certificate.revoke',
      entityType: 'certificate',
      entityId: current.code,
      before: snapshot(current),
      after: snapshot(revoked),
    });
    return toAdminCertificate(revoked);
  });
}

/** POST /api/admin/certificates/{code}/restore: a revoked certificate is valid again (a revocation undone). */
export async function restoreCertificate(code: string, actor: AuthUser): Promise<AdminCertificate> {
  return getDb().transaction(async (tx) => {
    const current = await lockCertificate(code, tx);
    if (!current.revokedAt) return toAdminCertificate(current);
    const restored = await certificateRepository.setRevocation(
      current.id,
      { revokedAt: null, revokedReason: null },
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'certificate.restore',
      entityType: 'certificate',
      entityId: current.code,
      before: snapshot(current),
      after: snapshot(restored),
    });
    return toAdminCertificate(restored);
  });
}
