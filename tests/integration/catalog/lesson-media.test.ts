import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as captionsRoute from '@/pages/api/exam/lessons/[id]/captions/[lang]';
import * as videoRoute from '@/pages/api/exam/lessons/[id]/video';
import type { Upload } from '@/server/db/schema/uploads';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import { getFileStorage, setFileStorage } from '@/server/storage/storage';
import { mp4File, WEBVTT_CAPTIONS } from '../../fixtures/media-files';
import { serveApi, type Api, type ApiOptions } from '../helpers/api';
import { createCourse, createCurriculum } from '../helpers/catalog';
import { describeEachDatabase } from '../helpers/databases';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { addLessonCaptions, setLessonVideo, storeTestUpload, storeTestVideo, TEST_VIDEO } from '../helpers/uploads';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveApi({
    '/api/exam/lessons/[id]/video': videoRoute,
    '/api/exam/lessons/[id]/captions/[lang]': captionsRoute,
  });
});
afterAll(() => api.close());

type Viewer = Awaited<ReturnType<typeof signedInUser>>;
const SIZE = TEST_VIDEO.length;

describeEachDatabase('lesson videos and captions', () => {
  /** [free preview, paid, paid] */
  let lessonIds: [number, number, number];
  let draftLessonId: number;
  let video: Upload;
  let etag: string;
  let learner: Viewer;
  let stranger: Viewer;
  let admin: Viewer;

  beforeAll(async () => {
    const courseId = await createCourse({ slug: 'media', titleEn: 'Media', titleVi: 'Phương tiện', priceVnd: 399000 });
    ({ lessonIds } = await createCurriculum(courseId));
    const draftId = await createCourse({ slug: 'media-draft', titleEn: 'Draft', titleVi: 'Nháp', publishedAt: null });
    [draftLessonId] = (await createCurriculum(draftId)).lessonIds;
    video = await storeTestVideo();
    etag = `"${video.sha256}"`;
    [learner, stranger, admin] = await Promise.all([signedInUser(), signedInUser(), signedInUser('admin')]);
    await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'purchase' });
    await addLessonCaptions(lessonIds[1], 'vi');
  });

  const paidVideo = () => `/api/exam/lessons/${lessonIds[1]}/video`;
  const get = (path: string, options: ApiOptions = {}) => api.raw(path, { token: learner.token, ...options });
  const bytesOf = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

  describe('ranges (RFC 9110 §14)', () => {
    it('answers the whole video without a Range: 200, its length, Accept-Ranges, a strong ETag, private', async () => {
      const reply = await get(paidVideo());
      expect(reply.status).toBe(200);
      expect(Object.fromEntries(reply.headers)).toMatchObject({
        'accept-ranges': 'bytes',
        'content-length': String(SIZE),
        'content-type': 'video/mp4',
        etag,
        'cache-control': 'private, no-cache',
        'x-content-type-options': 'nosniff',
      });
      expect((await bytesOf(reply)).equals(TEST_VIDEO)).toBe(true);
    });

    it.each([
      ['the first byte', 'bytes=0-0', 0, 0],
      ['a middle range', 'bytes=1000-1999', 1000, 1999],
      ['a suffix range', 'bytes=-500', SIZE - 500, SIZE - 1],
      ['an open range', 'bytes=40000-', 40000, SIZE - 1],
      ['a range running past the end', `bytes=${SIZE - 10}-${SIZE + 1000}`, SIZE - 10, SIZE - 1],
    ])('answers %s with a 206 and its Content-Range', async (_, range, start, end) => {
      const reply = await get(paidVideo(), { headers: { Range: range } });
      expect(reply.status).toBe(206);
      expect(reply.headers.get('content-range')).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(reply.headers.get('content-length')).toBe(String(end - start + 1));
      expect((await bytesOf(reply)).equals(TEST_VIDEO.subarray(start, end + 1))).toBe(true);
    });

    it('answers a range that starts past the end with 416 and the size in Content-Range', async () => {
      for (const range of [`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 10}`]) {
        const reply = await get(paidVideo(), { headers: { Range: range } });
        expect(reply.status, range).toBe(416);
        expect(reply.headers.get('content-range')).toBe(`bytes */${SIZE}`);
        expect((await reply.json()).error.error_code).toBe('RANGE_NOT_SATISFIABLE');
      }
    });

    it('answers the whole file for several ranges, or a Range it cannot read', async () => {
      for (const range of ['bytes=0-1,5-6', 'bytes=5-1', 'lines=1-2']) {
        const reply = await get(paidVideo(), { headers: { Range: range } });
        expect(reply.status, range).toBe(200);
        expect((await bytesOf(reply)).length).toBe(SIZE);
      }
    });
  });

  describe('conditional requests', () => {
    it('answers 304 to If-None-Match with the current ETag (weakly compared), 200 otherwise', async () => {
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const reply = await get(paidVideo(), { headers: { 'If-None-Match': header } });
        expect(reply.status, header).toBe(304);
        expect(reply.headers.get('etag')).toBe(etag);
        expect(await reply.text()).toBe('');
      }
      expect((await get(paidVideo(), { headers: { 'If-None-Match': '"an-older-file"' } })).status).toBe(200);
    });

    it('serves the range only while If-Range names the current ETag; the whole file otherwise', async () => {
      const same = await get(paidVideo(), { headers: { Range: 'bytes=10-19', 'If-Range': etag } });
      expect(same.status).toBe(206);
      expect((await bytesOf(same)).equals(TEST_VIDEO.subarray(10, 20))).toBe(true);
      for (const validator of ['"an-older-file"', `W/${etag}`, 'Wed, 21 Oct 2015 07:28:00 GMT']) {
        const changed = await get(paidVideo(), { headers: { Range: 'bytes=10-19', 'If-Range': validator } });
        expect(changed.status, validator).toBe(200);
        expect((await bytesOf(changed)).length).toBe(SIZE);
      }
    });

    it('answers HEAD with the headers GET would send, and no body', async () => {
      const whole = await get(paidVideo(), { method: 'HEAD' });
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-length')).toBe(String(SIZE));
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      const part = await get(paidVideo(), { method: 'HEAD', headers: { Range: 'bytes=-100' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${SIZE - 100}-${SIZE - 1}/${SIZE}`);
      expect(await part.text()).toBe('');
    });
  });

  describe('who may watch', () => {
    it('plays a free preview to anyone, signed out included', async () => {
      const reply = await api.raw(`/api/exam/lessons/${lessonIds[0]}/video`, { headers: { Range: 'bytes=0-0' } });
      expect(reply.status).toBe(206);
    });

    it('refuses a paid lesson with 403 to a visitor and to a learner who has not bought the course', async () => {
      for (const options of [{}, { token: stranger.token }]) {
        const reply = await api.raw(paidVideo(), options);
        expect(reply.status).toBe(403);
        expect((await reply.json()).error.error_code).toBe('PURCHASE_REQUIRED');
      }
    });

    it('plays a paid lesson to its buyer — from the session cookie too, as a <video> element sends it — and to an admin', async () => {
      expect((await api.raw(paidVideo(), { headers: { Cookie: `token=${learner.token}` } })).status).toBe(200);
      expect((await api.raw(paidVideo(), { token: admin.token })).status).toBe(200);
    });

    it('answers 404 for an unknown lesson, one of an unpublished course, and one without a video', async () => {
      expect((await get('/api/exam/lessons/999999/video')).status).toBe(404);
      expect((await get(`/api/exam/lessons/${draftLessonId}/video`, { token: admin.token })).status).toBe(404);
      await setLessonVideo([lessonIds[2]], null);
      const none = await get(`/api/exam/lessons/${lessonIds[2]}/video`);
      expect(none.status).toBe(404);
      expect((await none.json()).error.detail).toBe('This lesson has no video yet.');
      await setLessonVideo([lessonIds[2]], video);
    });

    it('answers 503, and logs it, when storage has lost a file the database knows', async () => {
      const lost = await storeTestUpload('video', mp4File({ duration: 5_000 }), 'lost.mp4');
      await setLessonVideo([lessonIds[2]], lost);
      await getFileStorage().remove(lost.storageKey);
      const reply = await get(`/api/exam/lessons/${lessonIds[2]}/video`);
      expect(reply.status).toBe(503);
      await setLessonVideo([lessonIds[2]], video);
    });
  });

  describe('captions', () => {
    const captions = (lessonId: number, lang: string) => `/api/exam/lessons/${lessonId}/captions/${lang}`;

    it('serves WebVTT in its language to a viewer who may watch the lesson, with ranges and an ETag', async () => {
      const reply = await get(captions(lessonIds[1], 'vi'));
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(reply.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
      expect((await bytesOf(reply)).equals(WEBVTT_CAPTIONS)).toBe(true);
      const part = await get(captions(lessonIds[1], 'vi'), { headers: { Range: 'bytes=0-5' } });
      expect(part.status).toBe(206);
      expect(await part.text()).toBe('WEBVTT');
    });

    it('refuses them as it refuses the video, and answers 404 for a language the lesson has none in', async () => {
      expect((await api.raw(captions(lessonIds[1], 'vi'))).status).toBe(403);
      expect((await api.raw(captions(lessonIds[1], 'vi'), { token: stranger.token })).status).toBe(403);
      expect((await get(captions(lessonIds[1], 'en'))).status).toBe(404);
      const unknownLanguage = await get(captions(lessonIds[1], 'fr'));
      expect(unknownLanguage.status).toBe(400);
      expect((await unknownLanguage.json()).error.fields).toHaveProperty('lang');
    });
  });

  describe('on S3', () => {
    let s3: LocalS3;
    let s3Video: Buffer;
    beforeAll(async () => {
      s3 = await startLocalS3();
      setFileStorage(s3.storage);
      s3Video = mp4File({ duration: 30_000, mediaBytes: 20_000 });
      await setLessonVideo([lessonIds[2]], await storeTestUpload('video', s3Video, 's3.mp4'));
      await addLessonCaptions(lessonIds[2], 'en', Buffer.from('WEBVTT\n\nfrom S3\n'));
    });
    afterAll(async () => {
      setFileStorage(undefined);
      await setLessonVideo([lessonIds[2]], video);
      await s3.close();
    });

    it('sends the viewer to a presigned address valid 5 minutes, which answers the ranges itself', async () => {
      const reply = await get(`/api/exam/lessons/${lessonIds[2]}/video`, { redirect: 'manual' });
      expect(reply.status).toBe(302);
      expect(reply.headers.get('cache-control')).toBe('private, no-store');
      const location = new URL(reply.headers.get('location')!);
      expect(location.origin).toBe(s3.origin);
      expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
      const range = await fetch(location, { headers: { Range: 'bytes=100-199' } });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await range.arrayBuffer()).equals(s3Video.subarray(100, 200))).toBe(true);
    });

    it('checks who asks before sending anyone there', async () => {
      const reply = await api.raw(`/api/exam/lessons/${lessonIds[2]}/video`, { token: stranger.token });
      expect(reply.status).toBe(403);
      expect(reply.headers.get('location')).toBeNull();
    });

    it('streams the captions through the app (a <track> from another origin would need CORS)', async () => {
      const reply = await get(`/api/exam/lessons/${lessonIds[2]}/captions/en`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toBe('WEBVTT\n\nfrom S3\n');
    });
  });
});
