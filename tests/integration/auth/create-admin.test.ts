import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { verifyPassword } from '@/server/auth/password';
import * as userRepository from '@/server/repositories/user-repository';
import { createOrPromoteAdmin } from '@/server/services/auth/create-admin';
import { describeEachDatabase } from '../helpers/databases';

describeEachDatabase('npm run admin:create (createOrPromoteAdmin)', () => {
  it('creates a verified admin, with a generated password when none is given', async () => {
    const email = `Admin-${randomUUID()}@Example.test`;
    const result = await createOrPromoteAdmin({ email, name: 'Root' });
    expect(result.created).toBe(true);
    expect(result.user).toMatchObject({ email: email.toLowerCase(), name: 'Root', role: 'admin' });
    expect(result.user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(result.user.passwordHash!, result.generatedPassword!)).toBe(true);
  });

  it('promotes an existing account, keeping its password unless a new one is given', async () => {
    const existing = await userRepository.create({ email: `user-${randomUUID()}@example.test`, name: 'Someone' });
    const promoted = await createOrPromoteAdmin({ email: existing!.email, name: 'ignored' });
    expect(promoted).toMatchObject({ created: false, user: { id: existing!.id, role: 'admin', name: 'Someone' } });
    expect(promoted.user.passwordHash).toBeNull();

    const withPassword = await createOrPromoteAdmin({ email: existing!.email, name: 'x', password: 'N3w-admin-pass' });
    expect(await verifyPassword(withPassword.user.passwordHash!, 'N3w-admin-pass')).toBe(true);
  });
});
