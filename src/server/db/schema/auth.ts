import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Accounts and their sign-in sessions (DESIGN.md §4). */

export const userRole = pgEnum('user_role', ['user', 'admin']);
export type UserRole = (typeof userRole.enumValues)[number];

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored trimmed and lower-case (see normalizeEmail); the check keeps every writer honest.
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    jobTitle: text('job_title'),
    address: text('address'),
    // Null for accounts that only sign in with Google.
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set by an admin: the account's sessions end and it cannot sign in until cleared.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * One row per issued token: the JWT carries `jti` = token_id, and a request is only
 * authenticated while its row exists, is unexpired and unrevoked — so logout, password
 * change and reset can end sessions before the JWT itself expires.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenId: text('token_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_id_unique').on(table.tokenId),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export type Session = typeof sessions.$inferSelect;

export const authTokenPurpose = pgEnum('auth_token_purpose', ['verify_email', 'reset_password']);
export type AuthTokenPurpose = (typeof authTokenPurpose.enumValues)[number];

/**
 * Single-use tokens mailed to a user (email verification, password reset). Only the
 * SHA-256 of the token is stored, so a database leak does not hand out working links.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: authTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_tokens_token_hash_unique').on(table.tokenHash),
    index('auth_tokens_user_id_idx').on(table.userId),
  ],
);

export type AuthToken = typeof authTokens.$inferSelect;
