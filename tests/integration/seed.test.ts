import { afterEach, expect, it } from 'vitest';
import { bootstrapServer } from '@/server/bootstrap';
import { verifyPassword } from '@/server/auth/password';
import { getDb } from '@/server/db/client';
import { stockItems } from '@/server/db/schema/account-store';
import { DEMO_USERS } from '@/server/db/seed/demo-users';
import { seedDatabase } from '@/server/db/seed/seed-database';
import * as userRepository from '@/server/repositories/user-repository';
import { describeEachDatabase, truncateAll } from './helpers/databases';

describeEachDatabase('demo seed', (ctx) => {
  afterEach(() => truncateAll(ctx.database));

  it('is idempotent: two runs leave the two demo accounts, verified, with working passwords', async () => {
    const first = await seedDatabase();
    await seedDatabase();
    expect(await userRepository.countAll()).toBe(2);
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

  it('stores the demo stock encrypted, each item with its fingerprint (so an import skips it)', async () => {
    await seedDatabase();
    const items = await getDb().select().from(stockItems);
    expect(items.length).toBeGreaterThan(100);
    expect(items.every((item) => item.fingerprint !== null && item.secret.startsWith('v1.'))).toBe(true);
  });

  it('start-up seeds an empty database', async () => {
    await bootstrapServer({ seed: true });
    expect(await userRepository.countAll()).toBe(DEMO_USERS.length);
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
