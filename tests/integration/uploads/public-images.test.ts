import { afterAll, beforeAll, expect, it } from 'vitest';
import * as imageRoute from '@/pages/api/files/images/[id]';
import { serveApi, type Api } from '../helpers/api';
import { describeEachDatabase } from '../helpers/databases';
import { storeTestUpload, storeTestVideo } from '../helpers/uploads';
import { FORMAT_SAMPLES } from '../../fixtures/media-files';

let api: Api;
beforeAll(async () => {
  api = await serveApi({ '/api/files/images/[id]': imageRoute });
});
afterAll(() => api.close());

describeEachDatabase('GET /api/files/images/{id}', () => {
  it('serves an uploaded image to anyone, cached for good, with its sha256 as ETag', async () => {
    const image = await storeTestUpload('image', FORMAT_SAMPLES.png, 'thumbnail.png');
    const reply = await api.raw(`/api/files/images/${image.id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.get('etag')).toBe(`"${image.sha256}"`);
    expect(Buffer.from(await reply.arrayBuffer())).toEqual(FORMAT_SAMPLES.png);
    const again = await api.raw(`/api/files/images/${image.id}`, { headers: { 'If-None-Match': `"${image.sha256}"` } });
    expect(again.status).toBe(304);
  });

  it('never serves another kind of upload here (a paid lesson video stays behind its own check)', async () => {
    const video = await storeTestVideo();
    expect((await api.raw(`/api/files/images/${video.id}`)).status).toBe(404);
    expect((await api.raw('/api/files/images/not-a-uuid')).status).toBe(400);
  });
});
