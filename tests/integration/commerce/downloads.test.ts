import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { getDb } from '@/server/db/client';
import { sourceCodes } from '@/server/db/schema/source-codes';
import { signDownloadLink } from '@/server/commerce/download-link';
import { logger } from '@/server/http/logger';
import { waitFor, type Api } from '../helpers/api';
import { createSourceCode, ipnQuery, orderAndPay, serveCommerceApi } from '../helpers/commerce';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveCommerceApi();
});
afterAll(() => api.close());
isolateRateLimits();

describeEachDatabase('source-code downloads', () => {
  async function buyer() {
    const product = await createSourceCode();
    const { token, user } = await signedInUser();
    const { request } = await orderAndPay(api, token, [{ product_type: 'SOURCE', product_id: product.id }]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`)).body.RspCode).toBe('00');
    return { product, token, user };
  }

  it('are refused to visitors and to people who have not bought the product', async () => {
    const product = await createSourceCode();
    const { token } = await signedInUser();
    expect((await api.call(`/api/source-codes/${product.id}/download`)).status).toBe(401);
    expect((await api.call(`/api/source-codes/${product.id}/download-v2`)).status).toBe(401);
    const denied = await api.call(`/api/source-codes/${product.id}/download`, { token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.error_code).toBe('PURCHASE_REQUIRED');
    expect((await api.call(`/api/source-codes/${product.id}/download-v2`, { token })).body.error.error_code).toBe(
      'PURCHASE_REQUIRED',
    );
    expect((await api.call(`/api/source-codes/slugs/${product.slug}/purchased-status`, { token })).body.data).toEqual({
      is_purchased: false,
    });
    expect((await api.call(`/api/source-codes/999999/download`, { token })).status).toBe(404);
  });

  it('are limited to 20 a day per buyer and product, links included', async () => {
    const { product, token } = await buyer();
    for (let n = 0; n < 10; n += 1) {
      expect((await api.raw(`/api/source-codes/${product.id}/download`, { token })).status).toBe(200);
      expect((await api.call(`/api/source-codes/${product.id}/download-v2`, { token })).status).toBe(200);
    }
    for (const path of ['download', 'download-v2']) {
      const refused = await api.call(`/api/source-codes/${product.id}/${path}`, { token });
      expect(refused.status).toBe(429);
      expect(refused.body.error.error_code).toBe('DOWNLOAD_LIMIT_REACHED');
      expect(refused.body.error.detail).toMatch(/20 times today\. Try again in \d+ hours\./);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(20 * 60 * 60);
    }
    // Another product of the same buyer has its own count.
    const other = await createSourceCode();
    const { request } = await orderAndPay(api, token, [{ product_type: 'SOURCE', product_id: other.id }]);
    await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`);
    expect((await api.raw(`/api/source-codes/${other.id}/download`, { token })).status).toBe(200);
  });

  it('stream the archive to its buyer as an attachment', async () => {
    const { product, token } = await buyer();
    expect((await api.call(`/api/source-codes/slugs/${product.slug}/purchased-status`, { token })).body.data).toEqual({
      is_purchased: true,
    });
    const response = await api.raw(`/api/source-codes/${product.id}/download`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-length')).toBe(String(product.content.length));
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${product.slug} _ b_n 1.0.zip"; filename*=UTF-8''${encodeURIComponent(`${product.slug} – bản 1.0.zip`)}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(product.content)).toBe(true);
  });

  it('stay with the buyer after the product leaves the shop; others get 404', async () => {
    const { product, token } = await buyer();
    await getDb().update(sourceCodes).set({ publishedAt: null }).where(eq(sourceCodes.id, product.id));
    expect((await api.call(`/api/source-codes/${product.id}`)).status).toBe(404);
    const response = await api.raw(`/api/source-codes/${product.id}/download`, { token });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(product.content)).toBe(true);
    const link = await api.call(`/api/source-codes/${product.id}/download-v2`, { token });
    expect((await api.raw(link.body.data.path_file)).status).toBe(200);
    // To anyone else the product no longer exists.
    const stranger = await signedInUser();
    expect((await api.call(`/api/source-codes/${product.id}/download`, { token: stranger.token })).status).toBe(404);
  });

  it('a download the buyer cancels is logged as such, not as a server error', async () => {
    const product = await createSourceCode({ content: 'x'.repeat(16 * 1024 * 1024) });
    const { token } = await signedInUser();
    const { request } = await orderAndPay(api, token, [{ product_type: 'SOURCE', product_id: product.id }]);
    expect((await api.call(`/api/payments/vnpay/ipn?${ipnQuery(request)}`)).body.RspCode).toBe('00');
    const child = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const spy = vi.spyOn(logger, 'child').mockReturnValue(child as never);
    try {
      const response = await api.raw(`/api/source-codes/${product.id}/download`, { token });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      await reader.cancel();
      await waitFor(async () =>
        child.info.mock.calls.find(([, message]) => message === 'client left before the reply ended'),
      );
      expect(child.error).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('hand out a signed link that works without a session, for 10 minutes, for that buyer only', async () => {
    const { product, token, user } = await buyer();
    const link = await api.call(`/api/source-codes/${product.id}/download-v2`, { token });
    expect(link.body.data.path_file).toMatch(
      new RegExp(`^/api/source-codes/${product.id}/file\\?u=${user.id}&e=\\d+&s=`),
    );
    const minutes = (Date.parse(link.body.data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const response = await api.raw(link.body.data.path_file);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(product.content)).toBe(true);

    // Forged: another product, another buyer, a changed signature or expiry.
    const url = new URL(link.body.data.path_file, 'http://x');
    const other = await createSourceCode();
    const forgeries = [
      url.pathname.replace(String(product.id), String(other.id)) + url.search,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), s: 'A'.repeat(43) })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), e: String(Number(url.searchParams.get('e')) + 60) })}`,
    ];
    for (const forged of forgeries) {
      const reply = await api.call(forged);
      expect(reply.status, forged).toBe(400);
      expect(reply.body.error.error_code).toBe('TOKEN_INVALID');
    }
    expect((await api.call(`${url.pathname}?u=${user.id}`)).status).toBe(400);

    // Expired: signed correctly, eleven minutes ago.
    const old = signDownloadLink(product.id, user.id, new Date(Date.now() - 11 * 60_000));
    expect((await api.call(old.path)).body.error.error_code).toBe('TOKEN_EXPIRED');

    // A valid signature for someone who does not own the product opens nothing.
    const stranger = await signedInUser();
    const strangerLink = signDownloadLink(product.id, stranger.user.id);
    expect((await api.call(strangerLink.path)).body.error.error_code).toBe('PURCHASE_REQUIRED');
  });
});
