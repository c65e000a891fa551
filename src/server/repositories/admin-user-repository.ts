import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getDb } from '../db/client';
import { quizAttempts } from '../db/schema/attempts';
import { sessions, users, type User, type UserRole } from '../db/schema/auth';
import { courses } from '../db/schema/catalog';
import { chatSessions } from '../db/schema/chat';
import { enrolments } from '../db/schema/enrolments';
import { orders } from '../db/schema/orders';
import { quizzes } from '../db/schema/quiz';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** The back office's reads and writes of accounts: searched lists, one account's activity, access. */

export interface AdminUserFilters {
  keyword?: string;
  role?: UserRole;
  verified?: boolean;
  disabled?: boolean;
  limit: number;
  offset: number;
}

/** How many of each a user's page shows. */
const RECENT = 10;

/**
 * When the user's newest session started: the last sign-in the site knows of. Spelled out
 * with table names: in a query of `users` alone Drizzle leaves columns unqualified, and
 * `id` inside the subquery would be the session's.
 */
const lastSignIn =
  sql`(select max("sessions"."created_at") from "sessions" where "sessions"."user_id" = "users"."id")`.mapWith(
    sessions.createdAt,
  );

function conditions(filters: AdminUserFilters): SQL | undefined {
  const yesNo = (value: boolean | undefined, column: PgColumn) =>
    value === undefined ? undefined : value ? isNotNull(column) : isNull(column);
  return and(
    filters.role ? eq(users.role, filters.role) : undefined,
    yesNo(filters.verified, users.emailVerifiedAt),
    yesNo(filters.disabled, users.disabledAt),
    filters.keyword ? keywordCondition(filters.keyword, [users.name, users.email]) : undefined,
  );
}

/** One page of accounts, newest first, and how many match. */
export async function list(filters: AdminUserFilters, db: Executor = getDb()) {
  const where = conditions(filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ user: users, lastSignInAt: lastSignIn })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

export async function findById(id: string, db: Executor = getDb()) {
  const [row] = await db.select({ user: users, lastSignInAt: lastSignIn }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Everything the user did on the site, as counts and the newest few of each. */
export async function findActivity(userId: string, db: Executor = getDb()) {
  const total = (rows: { value: number }[]) => rows[0]?.value ?? 0;
  const [
    orderCount,
    enrolmentCount,
    attemptCount,
    chatCount,
    recentOrders,
    recentEnrolments,
    recentAttempts,
    recentChats,
  ] = await Promise.all([
    db.select({ value: count() }).from(orders).where(eq(orders.userId, userId)).then(total),
    db.select({ value: count() }).from(enrolments).where(eq(enrolments.userId, userId)).then(total),
    db.select({ value: count() }).from(quizAttempts).where(eq(quizAttempts.userId, userId)).then(total),
    db.select({ value: count() }).from(chatSessions).where(eq(chatSessions.userId, userId)).then(total),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RECENT),
    db
      .select({
        courseId: courses.id,
        slug: courses.slug,
        titleEn: courses.titleEn,
        titleVi: courses.titleVi,
        createdAt: enrolments.createdAt,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, userId))
      .orderBy(desc(enrolments.createdAt), desc(courses.id))
      .limit(RECENT),
    db
      .select({ attempt: quizAttempts, titleEn: quizzes.titleEn, titleVi: quizzes.titleVi })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(eq(quizAttempts.userId, userId))
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id))
      .limit(RECENT),
    db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, userId))
      .orderBy(desc(chatSessions.lastMessageAt), desc(chatSessions.id))
      .limit(RECENT),
  ]);
  return {
    orders: { count: orderCount, recent: recentOrders },
    enrolments: { count: enrolmentCount, recent: recentEnrolments },
    attempts: { count: attemptCount, recent: recentAttempts },
    chats: { count: chatCount, recent: recentChats },
  };
}

/**
 * Locks every admin row and the target's, in id order (one statement, so two of these never
 * deadlock), until the transaction ends. A second change of admins waits here and then reads
 * the admins as the first left them: PostgreSQL re-checks `role = 'admin'` on a row it
 * waited for, so a demoted admin is no longer counted.
 */
export async function lockAdminsAnd(
  userId: string,
  tx: Executor,
): Promise<Pick<User, 'id' | 'role' | 'disabledAt' | 'email'>[]> {
  return tx
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt, email: users.email })
    .from(users)
    .where(or(eq(users.role, 'admin'), eq(users.id, userId)))
    .orderBy(users.id)
    .for('update');
}

export async function setAccess(
  id: string,
  changes: { role?: UserRole; disabledAt?: Date | null },
  tx: Executor,
): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, id));
}
