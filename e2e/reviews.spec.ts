import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { ADMIN, BACK_OFFICE, bearerOf, newLearner, signInAt } from './support/shop';
import { expect, test, type Page } from './support/test';

/**
 * Reviews and ratings (issue 24), in both languages, on a course of its own (made by the
 * admin through the API, so no other journey's enrolments or reviews move its numbers): a
 * learner who finished a lesson rates the course through its page, and the course's card in
 * the catalogue and the page's own summary change once the pages regenerate; another learner
 * marks the review helpful; the admin hides it with a reason in the back office, and it
 * leaves the course page and its rating.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    heading: 'Ratings and reviews',
    fourStars: '4 stars',
    body: 'Your review (optional)',
    post: 'Post review',
    yours: 'Your review',
    helpful: 'Helpful',
    oneHelpful: '1 person found this helpful',
    noRatings: 'No ratings yet',
    rated: '★ 4 (1 review)',
    cardBefore: 'Rated 0 out of 5 by 0 learners',
    cardAfter: 'Rated 4 out of 5 by 1 learner',
    empty: 'No reviews yet.',
    tab: 'Reviews',
    hide: 'Hide',
    reason: 'Reason (sent to the author)',
    hidden: 'Hidden',
  },
  {
    ...BACK_OFFICE.vi,
    heading: 'Đánh giá của học viên',
    fourStars: '4 sao',
    body: 'Nhận xét của bạn (không bắt buộc)',
    post: 'Gửi đánh giá',
    yours: 'Đánh giá của bạn',
    helpful: 'Hữu ích',
    oneHelpful: '1 người thấy hữu ích',
    noRatings: 'Chưa có đánh giá',
    rated: '★ 4 (1 đánh giá)',
    cardBefore: 'Được 0 học viên đánh giá 0 trên 5',
    cardAfter: 'Được 1 học viên đánh giá 4 trên 5',
    empty: 'Chưa có đánh giá nào.',
    tab: 'Đánh giá',
    hide: 'Ẩn',
    reason: 'Lý do (gửi cho người viết)',
    hidden: 'Đã ẩn',
  },
] as const;

/** A published free course with one lesson, made by the admin through the API. */
async function newCourse(request: APIRequestContext, tag: string) {
  const headers = { Authorization: `Bearer ${await bearerOf(request, ADMIN.email, ADMIN.password)}` };
  const data = async (path: string, body: unknown) => {
    const reply = await request.post(path, { headers, data: body });
    expect(reply.status(), `${path}: ${await reply.text()}`).toBeLessThan(300);
    return (await reply.json()).data;
  };
  const title = `Reviewed ${tag}`;
  const course = await data('/api/admin/courses', {
    slug: `reviewed-${tag}`,
    title: { en: title, vi: title },
    price_vnd: 0,
    level: 'beginner',
    language: 'en',
    status: 'published',
  });
  await data(`/api/admin/courses/${course.id}/sections`, { title: { en: 'Start', vi: 'Bắt đầu' } });
  const sectionId = (await (await request.get(`/api/admin/courses/${course.id}`, { headers })).json()).data.sections[0]
    .id;
  const withLesson = await data(`/api/admin/sections/${sectionId}/lessons`, { title: { en: 'One', vi: 'Một' } });
  return {
    id: course.id as number,
    slug: course.slug as string,
    title,
    lessonId: withLesson.sections[0].lessons[0].id as number,
  };
}

/** The course's card in the catalogue searched by its title (rendered per request). */
async function cardOf(page: Page, prefix: string, title: string) {
  await page.goto(`${prefix}/courses?keyword=${encodeURIComponent(title)}`);
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
}

for (const l of LANGUAGES) {
  test(`reviews (${l.locale}): a learner rates a course, another finds it helpful, the admin hides it`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const course = await newCourse(request, `${l.locale}-${Date.now().toString(36)}`);
    const coursePage = `/courses/${course.slug}`;

    // The author: enrolled in the free course, one lesson finished (through the API).
    const author = await newLearner(request, `review-${l.locale}`);
    const auth = { Authorization: `Bearer ${author.token}` };
    expect((await request.post(`/api/exam/courses/${course.id}/enrol`, { headers: auth })).status()).toBe(200);
    const progress = await request.put(`/api/exam/lessons/${course.lessonId}/progress`, {
      headers: auth,
      data: { position_s: 0, completed: true },
    });
    expect(progress.status()).toBe(200);

    const visitor = await (await browser.newContext()).newPage();
    await expect((await cardOf(visitor, l.prefix, course.title)).getByText(l.cardBefore)).toBeAttached();

    await signInAt(page, l, author, coursePage);
    await expect(page.getByRole('main').getByText(l.noRatings, { exact: true })).toBeVisible();
    const reviews = page.getByRole('region', { name: l.heading });
    await reviews.getByRole('radio', { name: l.fourStars }).check();
    await reviews.getByLabel(l.body).fill('Clear lessons.\n<b>Not bold</b>, just text.');
    await expectAccessible(page, 'the reviews form');
    await reviews.getByRole('button', { name: l.post }).click();
    await expect(reviews.getByRole('heading', { name: l.yours })).toBeVisible();
    // Markup is shown as the text it is.
    const listed = reviews.getByRole('listitem').filter({ hasText: 'Clear lessons.' });
    await expect(listed).toContainText('<b>Not bold</b>, just text.');
    await expect(listed.locator('b')).toHaveCount(0);
    // Its own author is offered no helpful button.
    await expect(listed.getByRole('button', { name: l.helpful })).toHaveCount(0);

    // The card and the course page once they have regenerated.
    await expect
      .poll(async () => (await cardOf(visitor, l.prefix, course.title)).getByText(l.cardAfter).count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect
      .poll(
        async () => {
          await visitor.goto(`${l.prefix}${coursePage}`);
          return visitor.getByRole('main').getByRole('link', { name: /4/ }).filter({ hasText: l.rated }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);

    // Another learner finds it helpful.
    const reader = await newLearner(request, `helpful-${l.locale}`);
    const readerPage = await (await browser.newContext()).newPage();
    await signInAt(readerPage, l, reader, coursePage);
    const item = readerPage
      .getByRole('region', { name: l.heading })
      .getByRole('listitem')
      .filter({ hasText: 'Clear lessons.' });
    const helpful = item.getByRole('button', { name: l.helpful });
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(item.getByText(l.oneHelpful)).toBeVisible();
    await expectAccessible(readerPage, 'the reviews list');
    await readerPage.screenshot({ path: test.info().outputPath(`reviews-${l.locale}.png`), fullPage: true });

    // The admin hides it with a reason, from the course's page in the back office.
    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, l, ADMIN, `/admin/courses/${course.id}`);
    await admin.getByRole('tab', { name: l.tab }).click();
    const row = admin.getByRole('row').filter({ hasText: 'Clear lessons.' });
    await expect(row).toContainText('1');
    await expectAccessible(admin, "a course's reviews in the back office");
    await row.getByRole('button', { name: l.hide }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(l.reason).fill('Quảng cáo / off-topic');
    await dialog.getByRole('button', { name: l.hide }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(l.hidden, { exact: true })).toBeVisible();
    await expect(row).toContainText('Quảng cáo / off-topic');
    await admin.screenshot({ path: test.info().outputPath(`reviews-admin-${l.locale}.png`), fullPage: true });

    // Gone from the course page, its list and its rating.
    await expect
      .poll(
        async () => {
          await visitor.goto(`${l.prefix}${coursePage}`);
          return visitor.getByRole('main').getByText(l.noRatings, { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(visitor.getByRole('region', { name: l.heading }).getByText(l.empty)).toBeVisible();
    await expect((await cardOf(visitor, l.prefix, course.title)).getByText(l.cardBefore)).toBeAttached();
  });
}
