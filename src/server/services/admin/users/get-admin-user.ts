import type { AdminUser } from '@/lib/admin/admin-user-types';
import type { AuthUser } from '../../../auth/auth-user';
import { AppError } from '../../../http/app-error';
import * as adminUserRepository from '../../../repositories/admin-user-repository';
import * as certificateRepository from '../../../repositories/certificate-repository';
import { toAdminCertificate } from '../../certificates/certificate-dto';
import { toAdminUserListItem } from './admin-user-dto';

/**
 * GET /api/admin/users/{id} and /admin/users/[id]: the account and what it did on the site.
 * Built field by field, so a secret column (the password hash) can never ride along.
 */
export async function getAdminUser(userId: string, viewer: Pick<AuthUser, 'id'>): Promise<AdminUser> {
  const found = await adminUserRepository.findById(userId);
  if (!found) throw new AppError('NOT_FOUND', 'No such account.');
  const { user, lastSignInAt } = found;
  const [activity, certificates] = await Promise.all([
    adminUserRepository.findActivity(user.id),
    certificateRepository.listByUser(user.id),
  ]);
  return {
    ...toAdminUserListItem(user, lastSignInAt),
    phone: user.phone,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    has_password: user.passwordHash !== null,
    is_self: user.id === viewer.id,
    orders: {
      count: activity.orders.count,
      recent: activity.orders.recent.map((order) => ({
        id: order.id,
        code: order.code,
        status: order.status,
        total_vnd: order.totalVnd,
        refunded_vnd: order.refundedVnd,
        created_at: order.createdAt.toISOString(),
      })),
    },
    enrolments: {
      count: activity.enrolments.count,
      recent: activity.enrolments.recent.map((row) => ({
        course_id: row.courseId,
        slug: row.slug,
        title: { en: row.titleEn, vi: row.titleVi },
        created_at: row.createdAt.toISOString(),
      })),
    },
    attempts: {
      count: activity.attempts.count,
      recent: activity.attempts.recent.map(({ attempt, titleEn, titleVi }) => ({
        id: attempt.id,
        quiz_id: attempt.quizId,
        quiz_title: { en: titleEn, vi: titleVi },
        mode: attempt.mode,
        status: attempt.status,
        score: attempt.score,
        is_pass: attempt.isPass,
        started_at: attempt.startedAt.toISOString(),
      })),
    },
    chats: {
      count: activity.chats.count,
      recent: activity.chats.recent.map((chat) => ({
        id: chat.id,
        status: chat.status,
        started_at: chat.startedAt.toISOString(),
        last_message_at: chat.lastMessageAt.toISOString(),
      })),
    },
    certificates: certificates.map(toAdminCertificate),
  };
}
