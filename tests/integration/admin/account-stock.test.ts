import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decryptStockSecret } from '@/server/commerce/stock-cipher';
import { getDb } from '@/server/db/client';
import { stockItems } from '@/server/db/schema/account-store';
import type { Api } from '../helpers/api';
import { auditOf, serveAdminApi } from '../helpers/admin';
import { createAccountProduct } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveAdminApi();
});
afterAll(() => api.close());
isolateRateLimits();

const stockPath = (variantId: number) => `/api/admin/account-stores/variants/${variantId}/stock`;

async function storedItems(variantId: number) {
  const rows = await getDb().select().from(stockItems).where(eq(stockItems.variantId, variantId));
  return rows.map((row) => ({ ...row, plaintext: decryptStockSecret(row.secret, variantId) }));
}

describeEachDatabase('the back office: account-store stock', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let learner: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
    learner = await signedInUser();
  });
  const importLines = (variantId: number, lines: string[]) =>
    api.call(stockPath(variantId), { token: admin.token, body: { lines } });

  it('needs the admin role: 401 signed out, 403 for a learner, and 404 for an unknown variant', async () => {
    const { variantIds } = await createAccountProduct({ stock: 0 });
    const path = stockPath(variantIds['1-month_solo']!);
    expect((await api.call(path, { body: { lines: ['A'] } })).status).toBe(401);
    expect((await api.call(path, { token: learner.token, body: { lines: ['A'] } })).status).toBe(403);
    expect((await importLines(999_999_999, ['A'])).status).toBe(404);
    expect(await storedItems(variantIds['1-month_solo']!)).toEqual([]);
  });

  it('adds codes encrypted at rest, skipping repeats in the paste and what the variant already holds', async () => {
    const { variantIds } = await createAccountProduct({ stock: 2 });
    const variantId = variantIds['1-month_solo']!;
    // The two items stored before fingerprints existed are CODE-1-month_solo-0 and -1.
    const reply = await importLines(variantId, ['  NEW-1 ', 'NEW-2', '', 'NEW-1', 'CODE-1-month_solo-0', 'NEW-3']);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ added: 3, skipped: 2, stock: { available: 5, reserved: 0, delivered: 0 } });

    const items = await storedItems(variantId);
    expect(items.map((item) => item.plaintext).sort()).toEqual(
      ['CODE-1-month_solo-0', 'CODE-1-month_solo-1', 'NEW-1', 'NEW-2', 'NEW-3'].map((code) => JSON.stringify({ code })),
    );
    // Nothing readable in the table: every secret is ciphertext, every row has a keyed fingerprint.
    for (const item of items) {
      expect(item.secret).not.toContain('NEW-');
      expect(item.secret).not.toContain('CODE-');
      expect(item.fingerprint).toMatch(/^[\w-]{43}$/);
    }

    // The same paste again adds nothing; another variant of the product takes the same code.
    const again = await importLines(variantId, ['NEW-1', 'NEW-2', 'NEW-3']);
    expect(again.body.data).toMatchObject({ added: 0, skipped: 3 });
    const other = await importLines(variantIds['12-months_solo']!, ['NEW-1']);
    expect(other.body.data).toMatchObject({ added: 1, skipped: 0 });
  });

  it('reads credentials as CSV or tab-separated columns; one username is one account, whatever its case', async () => {
    const { variantIds } = await createAccountProduct({ stock: 1, deliveryKind: 'credentials' });
    const variantId = variantIds['1-month_family']!;
    const reply = await importLines(variantId, [
      'ana@example.com,Secret-1',
      'binh@example.com\tpass, with "comma"',
      '"chi@example.com","quoted, password"',
      'ANA@example.com,Other-password',
      'user-1-month_family-0@example.com,Pass-0',
    ]);
    expect(reply.body.data).toMatchObject({ added: 3, skipped: 2 });
    const plaintexts = (await storedItems(variantId)).map((item) => JSON.parse(item.plaintext!));
    expect(plaintexts).toEqual(
      expect.arrayContaining([
        { username: 'ana@example.com', password: 'Secret-1' },
        { username: 'binh@example.com', password: 'pass, with "comma"' },
        { username: 'chi@example.com', password: 'quoted, password' },
      ]),
    );
  });

  it('refuses the whole import when a line is bad, naming every bad line by its number', async () => {
    const { variantIds } = await createAccountProduct({ stock: 0, deliveryKind: 'credentials' });
    const variantId = variantIds['12-months_family']!;
    const reply = await importLines(variantId, [
      'ok@example.com,fine',
      'no-password@example.com',
      'x'.repeat(501) + ',pw',
      'ok2@example.com,"unclosed',
    ]);
    expect(reply.status).toBe(400);
    expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
    expect(reply.body.error.fields).toEqual({
      'lines.1': expect.stringMatching(/^Line 2: /),
      'lines.2': expect.stringMatching(/^Line 3: /),
      'lines.3': expect.stringMatching(/^Line 4: /),
    });
    expect(await storedItems(variantId)).toEqual([]);

    const blank = await importLines(variantId, ['', '  ']);
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toHaveProperty('lines');
    const tooMany = await importLines(
      variantId,
      Array.from({ length: 20_001 }, (_, n) => `u${n}@x.vn,p`),
    );
    expect(tooMany.status).toBe(400);
    expect(await storedItems(variantId)).toEqual([]);
  });

  it('imports 10,000 lines at once', async () => {
    const { variantIds } = await createAccountProduct({ stock: 0 });
    const variantId = variantIds['12-months_family']!;
    const lines = Array.from({ length: 10_000 }, (_, n) => `BULK-${String(n).padStart(5, '0')}-XXXX-YYYY`);
    const started = performance.now();
    const reply = await importLines(variantId, lines);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ added: 10_000, skipped: 0, stock: { available: 10_000 } });
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('two imports of the same lines at once add each item once', async () => {
    const { variantIds } = await createAccountProduct({ stock: 0 });
    const variantId = variantIds['1-month_family']!;
    const lines = Array.from({ length: 50 }, (_, n) => `RACE-${n}`);
    const replies = await Promise.all([importLines(variantId, lines), importLines(variantId, lines)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map((reply) => reply.body.data.added).sort()).toEqual([0, 50]);
    expect(await storedItems(variantId)).toHaveLength(50);
  });

  it('lists every product with its variants and their stock by status, searched and filtered by type', async () => {
    const product = await createAccountProduct({ stock: 2, type: 'storage' });
    const variantId = product.variantIds['12-months_family']!;
    await importLines(variantId, ['LIST-1']);
    const reply = await api.call(`/api/admin/account-stores?q=${product.slug}&type=storage`, { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.total_page).toBe(1);
    const [listed] = reply.body.data;
    expect(listed).toMatchObject({
      id: product.id,
      slug: product.slug,
      type: 'storage',
      delivery_kind: 'code',
      published: true,
    });
    expect(listed.variants).toHaveLength(4);
    expect(listed.variants.find((variant: { id: number }) => variant.id === variantId)).toMatchObject({
      combination_key: '12-months_family',
      label: { en: '12-months label · family label', vi: '12-months nhãn · family nhãn' },
      is_active: true,
      stock: { available: 3, reserved: 0, delivered: 0 },
    });
    // Nothing of the items themselves.
    expect(JSON.stringify(reply.body)).not.toContain('CODE-');
    expect(JSON.stringify(reply.body)).not.toContain('LIST-1');

    const otherType = await api.call(`/api/admin/account-stores?q=${product.slug}&type=work`, { token: admin.token });
    expect(otherType.body.data).toEqual([]);
    expect((await api.call('/api/admin/account-stores')).status).toBe(401);
    expect((await api.call('/api/admin/account-stores', { token: learner.token })).status).toBe(403);
    expect((await api.call('/api/admin/account-stores?type=toys', { token: admin.token })).status).toBe(400);
  });

  it('audits the import with its counts, never the items', async () => {
    const { variantIds } = await createAccountProduct({ stock: 0 });
    const variantId = variantIds['1-month_solo']!;
    await importLines(variantId, ['AUDIT-SECRET-1', 'AUDIT-SECRET-1']);
    const [row] = await auditOf(api, admin.token, 'variant', variantId);
    expect(row).toMatchObject({
      action: 'stock.import',
      actor: { email: admin.user.email },
      before: null,
      after: { added: 1, skipped: 1 },
    });
    expect(JSON.stringify(row)).not.toContain('AUDIT-SECRET');
  });
});
