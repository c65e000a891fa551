import { afterEach, expect, it } from 'vitest';
import { bootstrapServer } from '@/server/bootstrap';
import { verifyPassword } from '@/server/auth/password';
import { getDb } from '@/server/db/client';
import { stockItems } from '@/server/db/schema/account-store';
import { courses } from '@/server/db/schema/catalog';
import { courseReviews } from '@/server/db/schema/reviews';
import { DEMO_REVIEWERS } from '@/server/db/seed/catalog/seed-reviews';
import { DEMO_USERS } from '@/server/db/seed/demo-users';
import { seedDatabase } from '@/server/db/seed/seed-database';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import * as reviewRepository from '@/server/repositories/review-repository';
import * as userRepository from '@/server/repositories/user-repository';
import { describeEachDatabase, truncateAll } from './helpers/databases';

describeEachDatabase('demo seed', (ctx) => {
  afterEach(() => truncateAll(ctx.database));

  it('is idempotent: two runs leave the two demo accounts, verified, with working passwords', async () => {
    const first = await seedDatabase();
    await seedDatabase();
    // The two demo accounts, and the demo reviewers (who never sign in: no password).
    expect(await userRepository.countAll()).toBe(DEMO_USERS.length + DEMO_REVIEWERS.length);
    expect(first.credentials.join('\n')).toContain('admin@learnhub.local  /  Admin#2026!');

    const admin = await userRepository.findByEmail('ADMIN@learnhub.local ');
    expect(admin).toMatchObject({ role: 'admin', name: 'LearnHub Admin' });
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin!.passwordHash!, 'Admin#2026!')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash!, 'admin#2026!')).toBe(false);
    expect(await verifyPassword('not-an-argon2-hash', 'Admin#2026!')).toBe(false);

    const learner = await userRepository.findByEmail('learner@learnhub.local');
    expect(learner?.role).toBe('user');
    expect(await verifyPassword(learner!.passwordHash!, 'Learner#2026!')).toBe(true);
  });

  it("writes real reviews, in both languages, by eligible learners, and each course's rating is their aggregate", async () => {
    await seedDatabase();
    await seedDatabase();
    const reviews = await getDb().select().from(courseReviews);
    const seededCourses = await getDb().select().from(courses);
    expect(seededCourses.length).toBeGreaterThan(0);
    expect(new Set(reviews.map((review) => review.language))).toEqual(new Set(['en', 'vi']));
    for (const course of seededCourses) {
      const own = reviews.filter((review) => review.courseId === course.id);
      expect(own.length, course.slug).toBeGreaterThanOrEqual(3);
      const mean = Math.round((own.reduce((sum, review) => sum + review.rating, 0) / own.length) * 10) / 10;
      expect({ rating: course.rating, count: course.ratingCount }, course.slug).toEqual({
        rating: mean,
        count: own.length,
      });
      for (const review of own) {
        expect(await enrolmentRepository.isEnrolled(review.userId, course.id)).toBe(true);
        expect(await reviewRepository.hasFinishedLesson(review.userId, course.id)).toBe(true);
      }
    }
  });

  it('stores the demo stock encrypted, each item with its fingerprint (so an import skips it)', async () => {
    await seedDatabase();
    const items = await getDb().select().from(stockItems);
    expect(items.length).toBeGreaterThan(100);
    expect(items.every((item) => item.fingerprint !== null && item.secret.startsWith('v1.'))).toBe(true);
  });

  it('start-up seeds an empty database', async () => {
    await bootstrapServer({ seed: true });
    expect(await userRepository.countAll()).toBe(DEMO_USERS.length + DEMO_REVIEWERS.length);
  });

  it('start-up leaves a database with users alone, and seeds nothing when seeding is off', async () => {
    await userRepository.upsertByEmail({ email: 'someone@example.test', name: 'Someone' });
    await bootstrapServer({ seed: true });
    expect(await userRepository.countAll()).toBe(1);

    await truncateAll(ctx.database);
    await bootstrapServer({ seed: false });
    expect(await userRepository.countAll()).toBe(0);
  });
});
