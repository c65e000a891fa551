import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import * as postRoute from '@/pages/api/posts/slugs/[slug]/index';
import { getDb } from '@/server/db/client';
import { postTranslations } from '@/server/db/schema/posts';
import { unsafeParts } from '../../fixtures/html-safety';
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads';
import { serveApi, type Api } from '../helpers/api';
import { letPublicReadsExpire } from '../helpers/clock';
import { createPostCategories, createPostFixture } from '../helpers/blog';
import { describeEachDatabase } from '../helpers/databases';

let api: Api;
beforeAll(async () => {
  api = await serveApi({ '/api/posts/slugs/[slug]': postRoute });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
});

const slugOf = (index: number) => `xss-${index}`;

describeEachDatabase(`post bodies: ${XSS_PAYLOADS.length} injection attempts`, () => {
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await createPostCategories(['security'])).security!;
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      await createPostFixture({
        slug: slugOf(index),
        categoryId,
        vi: false,
        contentEn: `<h2>Before</h2><p>Text</p>${payload}<p>After</p>`,
      });
    }
  });

  it('are stored with nothing executable left (sanitised before storing)', async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const rows = await getDb().select().from(postTranslations);
    expect(rows).toHaveLength(XSS_PAYLOADS.length);
    for (const row of rows) expect(unsafeParts(row.contentHtml), row.slug).toEqual([]);
  });

  it('are served with nothing executable left, and the surrounding text intact', async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const reply = await api.call(`/api/posts/slugs/${slugOf(index)}`);
      expect(reply.status).toBe(200);
      expect(unsafeParts(reply.body.data.content), payload).toEqual([]);
      // An unclosed payload may swallow what follows it, but the text before and after remains.
      expect(reply.body.data.content).toMatch(/^<h2 id="section-before">Before<\/h2><p>Text<\/p>[\s\S]*After/);
    }
  });

  it('are sanitised again when read, even if a row was written around the service', async () => {
    // PostgreSQL text cannot hold NUL, so a payload carrying one cannot be stored this way.
    const dirty = XSS_PAYLOADS.filter((payload) => !payload.includes('\0')).join('\n');
    await getDb()
      .update(postTranslations)
      .set({ contentHtml: `<p>Edited by hand</p>${dirty}` })
      .where(eq(postTranslations.slug, slugOf(0)));
    // Written around the service, the change is read once the post's cached copy expires.
    letPublicReadsExpire();
    const reply = await api.call(`/api/posts/slugs/${slugOf(0)}`);
    expect(reply.body.data.content).toMatch(/^<p>Edited by hand<\/p>/);
    expect(unsafeParts(reply.body.data.content)).toEqual([]);
  });
});
