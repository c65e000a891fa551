import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enrolmentRepository from '@/server/repositories/enrolment-repository';
import type { Api } from '../helpers/api';
import { auditOf, serveAdminApi } from '../helpers/admin';
import { createCategories } from '../helpers/catalog';
import { storeTestUpload, storeTestVideo } from '../helpers/uploads';
import { WEBVTT_CAPTIONS } from '../../fixtures/media-files';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveAdminApi();
});
afterAll(() => api.close());
isolateRateLimits();

const NEW_COURSE = {
  slug: 'admin-made-course',
  title: { en: 'Admin made course', vi: 'Khóa học do quản trị tạo' },
  price_vnd: 199_000,
  level: 'beginner',
  language: 'vi',
};

describeEachDatabase('the back office: courses', () => {
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let learner: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    admin = await signedInUser('admin');
    learner = await signedInUser();
  });
  const asAdmin = (path: string, options: { method?: string; body?: unknown } = {}) =>
    api.call(path, { ...options, token: admin.token });

  it('every course call needs the admin role: 401 signed out, 403 for a learner', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/courses'],
      ['POST', '/api/admin/courses', NEW_COURSE],
      ['GET', '/api/admin/courses/1'],
      ['PATCH', '/api/admin/courses/1', { price_vnd: 0 }],
      ['DELETE', '/api/admin/courses/1'],
      ['POST', '/api/admin/courses/1/sections', { title: { en: 'a', vi: 'b' } }],
      ['PUT', '/api/admin/courses/1/curriculum', { sections: [] }],
      ['PATCH', '/api/admin/sections/1', { title: { en: 'a', vi: 'b' } }],
      ['DELETE', '/api/admin/sections/1'],
      ['POST', '/api/admin/sections/1/lessons', { title: { en: 'a', vi: 'b' } }],
      ['PATCH', '/api/admin/lessons/1', { is_free_preview: true }],
      ['DELETE', '/api/admin/lessons/1'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/audit-log'],
    ];
    for (const [method, path, body] of calls) {
      expect((await api.call(path, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(path, { method, body, token: learner.token })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('validates the course: 400 naming each bad field, nothing written', async () => {
    const reply = await asAdmin('/api/admin/courses', {
      method: 'POST',
      body: { ...NEW_COURSE, slug: 'Not A Slug', title: { en: '', vi: 'x' }, price_vnd: -1, level: 'expert' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.error_code).toBe('VALIDATION_ERROR');
    expect(Object.keys(reply.body.error.fields)).toEqual(
      expect.arrayContaining(['slug', 'title.en', 'price_vnd', 'level']),
    );
    const unknownCategory = await asAdmin('/api/admin/courses', {
      method: 'POST',
      body: { ...NEW_COURSE, category_ids: [999_999] },
    });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.error.fields).toHaveProperty('category_ids');
    const list = await asAdmin(`/api/admin/courses?q=${NEW_COURSE.slug}`);
    expect(list.body.data).toEqual([]);
  });

  describe('a course from creation to archive', () => {
    let courseId: number;
    let categoryId: number;

    it('creates a draft, audited, that the public catalogue does not show', async () => {
      categoryId = (await createCategories('admin-group', ['admin-cat']))['admin-cat']!;
      const created = await asAdmin('/api/admin/courses', {
        method: 'POST',
        body: { ...NEW_COURSE, category_ids: [categoryId] },
      });
      expect(created.status).toBe(201);
      courseId = created.body.data.id;
      expect(created.body.data).toMatchObject({
        slug: NEW_COURSE.slug,
        title: NEW_COURSE.title,
        status: 'draft',
        price_vnd: 199_000,
        category_ids: [categoryId],
        sections: [],
        published_at: null,
      });
      const [row] = await auditOf(api, admin.token, 'course', courseId);
      expect(row).toMatchObject({ action: 'course.create', actor: { email: admin.user.email }, before: null });
      expect(row!.after).toMatchObject({ slug: NEW_COURSE.slug, price_vnd: 199_000, category_ids: [categoryId] });
      expect((await api.call(`/api/exam/courses/slugs/${NEW_COURSE.slug}`)).status).toBe(404);
    });

    it('refuses a slug another course uses: 409 SLUG_TAKEN naming the field', async () => {
      const reply = await asAdmin('/api/admin/courses', { method: 'POST', body: NEW_COURSE });
      expect(reply.status).toBe(409);
      expect(reply.body.error).toMatchObject({ error_code: 'SLUG_TAKEN', fields: { slug: expect.any(String) } });
    });

    it('builds the curriculum: sections and lessons added, renamed, reordered across sections', async () => {
      await asAdmin(`/api/admin/courses/${courseId}/sections`, {
        method: 'POST',
        body: { title: { en: 'Basics', vi: 'Cơ bản' } },
      });
      const two = await asAdmin(`/api/admin/courses/${courseId}/sections`, {
        method: 'POST',
        body: { title: { en: 'More', vi: 'Nâng cao' } },
      });
      expect(two.status).toBe(201);
      const [first, second] = two.body.data.sections;
      for (const title of ['One', 'Two']) {
        await asAdmin(`/api/admin/sections/${first.id}/lessons`, {
          method: 'POST',
          body: { title: { en: title, vi: title }, is_free_preview: title === 'One' },
        });
      }
      const renamed = await asAdmin(`/api/admin/sections/${second.id}`, {
        method: 'PATCH',
        body: { title: { en: 'Advanced', vi: 'Nâng cao' } },
      });
      expect(renamed.body.data.sections[1].title).toEqual({ en: 'Advanced', vi: 'Nâng cao' });
      const [lessonOne, lessonTwo] = renamed.body.data.sections[0].lessons;
      expect(lessonOne).toMatchObject({ title: { en: 'One', vi: 'One' }, is_free_preview: true, duration_s: 0 });

      // Sections swap, and lesson Two moves into the other section.
      const reordered = await asAdmin(`/api/admin/courses/${courseId}/curriculum`, {
        method: 'PUT',
        body: {
          sections: [
            { id: second.id, lesson_ids: [lessonTwo.id] },
            { id: first.id, lesson_ids: [lessonOne.id] },
          ],
        },
      });
      expect(reordered.status).toBe(200);
      expect(
        reordered.body.data.sections.map((section: { id: number; lessons: { id: number }[] }) => [
          section.id,
          section.lessons.map((lesson) => lesson.id),
        ]),
      ).toEqual([
        [second.id, [lessonTwo.id]],
        [first.id, [lessonOne.id]],
      ]);
      const [reorder] = await auditOf(api, admin.token, 'course', courseId);
      expect(reorder).toMatchObject({ action: 'course.reorder' });

      // An order that forgets a lesson is refused, and changes nothing.
      const stale = await asAdmin(`/api/admin/courses/${courseId}/curriculum`, {
        method: 'PUT',
        body: {
          sections: [
            { id: first.id, lesson_ids: [lessonOne.id] },
            { id: second.id, lesson_ids: [] },
          ],
        },
      });
      expect(stale.status).toBe(400);
      expect(stale.body.error.fields).toHaveProperty('sections');

      const lessonEdit = await asAdmin(`/api/admin/lessons/${lessonTwo.id}`, {
        method: 'PATCH',
        body: { is_free_preview: true },
      });
      expect(lessonEdit.body.data.sections[0].lessons[0].is_free_preview).toBe(true);
      const [lessonAudit] = await auditOf(api, admin.token, 'lesson', lessonTwo.id);
      expect(lessonAudit).toMatchObject({
        action: 'lesson.update',
        before: { is_free_preview: false },
        after: { is_free_preview: true },
      });
    });

    it("attaches an uploaded video (its duration becomes the lesson's) and captions, checked by kind", async () => {
      const course = (await asAdmin(`/api/admin/courses/${courseId}`)).body.data;
      const lessonId = course.sections[0].lessons[0].id;
      const video = await storeTestVideo();
      const caption = await storeTestUpload('caption', WEBVTT_CAPTIONS, 'lesson.vi.vtt');
      const wrongKind = await asAdmin(`/api/admin/lessons/${lessonId}`, {
        method: 'PATCH',
        body: { video_upload_id: caption.id },
      });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.error.fields).toHaveProperty('video_upload_id');

      const attached = await asAdmin(`/api/admin/lessons/${lessonId}`, {
        method: 'PATCH',
        body: { video_upload_id: video.id, captions: { vi: caption.id } },
      });
      expect(attached.status).toBe(200);
      const lesson = attached.body.data.sections[0].lessons[0];
      expect(lesson).toMatchObject({
        duration_s: 60,
        video: { upload_id: video.id, original_name: 'lesson.mp4' },
        captions: { en: null, vi: { upload_id: caption.id } },
      });
      const [audit] = await auditOf(api, admin.token, 'lesson', lessonId);
      expect(audit).toMatchObject({
        before: { video_upload_id: null, duration_s: 0 },
        after: { video_upload_id: video.id, duration_s: 60, captions: { vi: caption.id } },
      });

      const removed = await asAdmin(`/api/admin/lessons/${lessonId}`, {
        method: 'PATCH',
        body: { captions: { vi: null } },
      });
      expect(removed.body.data.sections[0].lessons[0].captions.vi).toBeNull();
    });

    it('publishes: the course is public, its first publication date kept on a later edit', async () => {
      const published = await asAdmin(`/api/admin/courses/${courseId}`, {
        method: 'PATCH',
        body: { status: 'published' },
      });
      expect(published.body.data.status).toBe('published');
      const publishedAt = published.body.data.published_at;
      expect(publishedAt).not.toBeNull();
      const [audit] = await auditOf(api, admin.token, 'course', courseId);
      expect(audit).toMatchObject({ action: 'course.publish', before: { published_at: null } });

      const edited = await asAdmin(`/api/admin/courses/${courseId}`, {
        method: 'PATCH',
        body: { price_vnd: 149_000, status: 'published' },
      });
      expect(edited.body.data).toMatchObject({ price_vnd: 149_000, published_at: publishedAt });
      const detail = await api.call(`/api/exam/courses/slugs/${NEW_COURSE.slug}?lang=vi`);
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ title: NEW_COURSE.title.vi, price_vnd: 149_000 });
      const listed = await api.call(`/api/exam/courses?keyword=${encodeURIComponent('Admin made')}`);
      expect(listed.body.data.map((course: { id: number }) => course.id)).toContain(courseId);
    });

    it('a course with a learner is never deleted: 409, and archiving hides it from the catalogue only', async () => {
      await enrolmentRepository.enrol({ userId: learner.user.id, courseId, source: 'admin' });
      const refused = await asAdmin(`/api/admin/courses/${courseId}`, { method: 'DELETE' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.error_code).toBe('COURSE_HAS_LEARNERS');

      const archived = await asAdmin(`/api/admin/courses/${courseId}`, {
        method: 'PATCH',
        body: { status: 'archived' },
      });
      expect(archived.body.data).toMatchObject({ status: 'archived', archived_at: expect.any(String) });
      const listed = await api.call(`/api/exam/courses?keyword=${encodeURIComponent('Admin made')}`);
      expect(listed.body.data.map((course: { id: number }) => course.id)).not.toContain(courseId);
      // Its learner still reaches it.
      const forLearner = await api.call(`/api/exam/courses/slugs/${NEW_COURSE.slug}`, { token: learner.token });
      expect(forLearner.status).toBe(200);
      const filtered = await asAdmin('/api/admin/courses?status=archived');
      expect(filtered.body.data.map((course: { id: number }) => course.id)).toEqual([courseId]);
    });
  });

  it('deletes a course nobody took, audited with what it was', async () => {
    const created = await asAdmin('/api/admin/courses', {
      method: 'POST',
      body: { ...NEW_COURSE, slug: 'short-lived-course' },
    });
    const id = created.body.data.id;
    const deleted = await asAdmin(`/api/admin/courses/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await asAdmin(`/api/admin/courses/${id}`)).status).toBe(404);
    const [audit] = await auditOf(api, admin.token, 'course', id);
    expect(audit).toMatchObject({ action: 'course.delete', after: null, before: { slug: 'short-lived-course' } });
  });

  it('lists with search, filters, sort and paging on the server', async () => {
    for (const [index, slug] of ['paging-a', 'paging-b', 'paging-c'].entries()) {
      await asAdmin('/api/admin/courses', {
        method: 'POST',
        body: { ...NEW_COURSE, slug, title: { en: `Paging ${slug}`, vi: `Trang ${slug}` }, price_vnd: index * 1000 },
      });
    }
    const page = await asAdmin('/api/admin/courses?q=paging&sort=price&order=asc&page=2&page_size=2');
    expect(page.body).toMatchObject({ page: 2, total_page: 2 });
    expect(page.body.data.map((course: { slug: string }) => course.slug)).toEqual(['paging-c']);
    const drafts = await asAdmin('/api/admin/courses?q=paging&status=draft');
    expect(drafts.body.data).toHaveLength(3);
    expect((await asAdmin('/api/admin/courses?sort=nonsense')).status).toBe(400);
  });
});
