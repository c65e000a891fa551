import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { CHAT_POLL_MIN_INTERVAL_S } from '@/lib/chat/chat-limits';
import { env } from '../env';
import { AppError } from '../http/app-error';
import { rateLimitRedis } from './redis-store';

/**
 * The request limits (accounts, contact form, newsletter, chat): counters in Redis when REDIS_URL is set (shared
 * by every instance), otherwise in this process. Keys are normalised emails and client IPs.
 */
const RULES = {
  /** Failed logins per email + IP: 5 per 15 minutes (reset by a successful login). */
  loginEmailIp: { points: 5, duration: 15 * 60 },
  /** Failed logins per email from anywhere: 100 per hour (slows distributed guessing). */
  loginEmail: { points: 100, duration: 60 * 60 },
  /** Wrong current passwords per account when changing it: a stolen session cannot guess on. */
  changePassword: { points: 5, duration: 15 * 60 },
  /** Sign-ups per IP: SIGN_UP_LIMIT_PER_HOUR (10 unless configured). */
  register: { points: 10, duration: 60 * 60 },
  /** Reset mails per account. */
  forgetPassword: { points: 3, duration: 60 * 60 },
  /** Verification mails per account. */
  verifyMail: { points: 3, duration: 60 * 60 },
  /** Contact-form messages per IP. */
  contact: { points: 5, duration: 60 * 60 },
  /** Newsletter sign-ups per IP: NEWSLETTER_SIGN_UP_LIMIT_PER_HOUR (10 unless configured). */
  newsletterIp: { points: 10, duration: 60 * 60 },
  /** Newsletter mails per address (each sign-up request mails it). */
  newsletterEmail: { points: 3, duration: 60 * 60 },
  /** New chat visitors per IP (each one is a stored visitor and conversation). */
  chatRegister: { points: 20, duration: 60 * 60 },
  /** Chat polls per conversation and reader: at most one every 2 s. */
  chatPoll: { points: 1, duration: CHAT_POLL_MIN_INTERVAL_S },
  /** Downloads of one source code per buyer a day (a signed link counts once, however often it is used). */
  sourceDownload: { points: 20, duration: 24 * 60 * 60 },
  /** The buyer's "check with the gateway" per order (the result page asks while the IPN is late). */
  paymentCheck: { points: 4, duration: 60 },
  /** Course review writes (create, edit, delete) per learner. */
  reviewWrite: { points: 30, duration: 60 * 60 },
  /** Helpful votes (given or taken back) per user. */
  reviewVote: { points: 120, duration: 60 * 60 },
  /** The admin console's new-message polls per signed-in session: the same pace. */
  chatAdminPoll: { points: 1, duration: CHAT_POLL_MIN_INTERVAL_S },
} as const;

export type LimitName = keyof typeof RULES;

const limiters = new Map<string, RateLimiterAbstract>();

function ruleOf(name: LimitName): { points: number; duration: number } {
  if (name === 'register') return { ...RULES.register, points: env.SIGN_UP_LIMIT_PER_HOUR };
  if (name === 'newsletterIp') return { ...RULES.newsletterIp, points: env.NEWSLETTER_SIGN_UP_LIMIT_PER_HOUR };
  return RULES[name];
}

function limiter(name: LimitName): RateLimiterAbstract {
  // Keyed by prefix too, so a changed RATE_LIMIT_PREFIX (tests) starts fresh counters.
  const keyPrefix = `${env.RATE_LIMIT_PREFIX}:${name}`;
  const rule = ruleOf(name);
  const cacheKey = `${keyPrefix}:${rule.points}`;
  let found = limiters.get(cacheKey);
  if (!found) {
    const memory = new RateLimiterMemory({ ...rule, keyPrefix });
    const redis = rateLimitRedis();
    // With Redis down, the in-process limiter keeps limiting (per instance) instead of failing open.
    found = redis ? new RateLimiterRedis({ ...rule, keyPrefix, storeClient: redis, insuranceLimiter: memory }) : memory;
    limiters.set(cacheKey, found);
  }
  return found;
}

/** How long to wait, in words and as the Retry-After header, when a limit is used up. */
export function waitOf(msBeforeNext: number): { words: string; headers: Record<string, string> } {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const words =
    seconds < 120
      ? `${seconds} seconds`
      : seconds < 2 * 60 * 60
        ? `${Math.ceil(seconds / 60)} minutes`
        : `${Math.ceil(seconds / 3600)} hours`;
  return { words, headers: { 'Retry-After': String(seconds) } };
}

/**
 * Counts one request: null while the limit holds, else how long (ms) until it opens again.
 * For limits answered with a code of their own (consumeOrThrow answers RATE_LIMITED).
 */
export async function take(name: LimitName, key: string): Promise<number | null> {
  try {
    await limiter(name).consume(key);
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
}

/** Counts one request; 429 RATE_LIMITED (with Retry-After) once the limit is used up. */
export async function consumeOrThrow(name: LimitName, key: string): Promise<void> {
  const waitMs = await take(name, key);
  if (waitMs === null) return;
  const wait = waitOf(waitMs);
  throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${wait.words}.`, undefined, wait.headers);
}

/**
 * Limits on failures (wrong passwords) count every attempt before it is checked, with
 * `consumeOrThrow`, and give a success's point back: a check made first and a count made
 * after the slow password hash would let a burst of guesses sent together all through.
 */
export async function refund(name: LimitName, key: string): Promise<void> {
  await limiter(name).reward(key, 1);
}

export async function resetLimit(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}
