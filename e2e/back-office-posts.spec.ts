import { expectAccessible } from './support/accessibility';
import { ADMIN, BACK_OFFICE, signInAt } from './support/shop';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * The post editor, in both languages: an admin writes a post in the back office's language,
 * links its translation in the other, schedules it a minute or two ahead (Vietnam time); once
 * that time has come it is on the public list, its page (with hreflang to its translation),
 * the RSS feed and the sitemap, without anyone touching it again.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    other: 'vi',
    posts: 'Posts',
    newPost: 'New post',
    title: 'Title',
    address: 'Address',
    body: 'Body (Markdown)',
    create: 'Create',
    allSaved: /All changes saved/,
    otherTab: 'Vietnamese',
    writeOther: 'Write the Vietnamese version',
    scheduleAt: 'Publish at (Vietnam time, UTC+7)',
    schedule: 'Schedule',
    scheduled: 'Scheduled.',
    preview: 'Preview, as readers will see it',
  },
  {
    ...BACK_OFFICE.vi,
    other: 'en',
    posts: 'Bài viết',
    newPost: 'Bài viết mới',
    title: 'Tiêu đề',
    address: 'Địa chỉ',
    body: 'Nội dung (Markdown)',
    create: 'Tạo',
    allSaved: /Đã lưu mọi thay đổi/,
    otherTab: 'Tiếng Anh',
    writeOther: 'Viết bản tiếng Anh',
    scheduleAt: 'Xuất bản lúc (giờ Việt Nam, UTC+7)',
    schedule: 'Hẹn giờ',
    scheduled: 'Đã hẹn giờ.',
    preview: 'Xem trước, như người đọc sẽ thấy',
  },
] as const;

/** `datetime-local` in Vietnam time (UTC+7), `minutes` ahead, on a whole minute. */
function vietnamMinutesAhead(minutes: number): { input: string; at: number } {
  const at = Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000;
  return { input: new Date(at + 7 * 3_600_000).toISOString().slice(0, 16), at };
}

type Labels = (typeof LANGUAGES)[number];
type Story = { title: string; slug: string };

/**
 * In the back office's language `l`: writes a post, links its translation, schedules both a
 * minute or two ahead and checks that neither is out before its time.
 */
async function writeAndSchedule(page: Page, request: APIRequestContext, l: Labels) {
  const stamp = `${l.locale}${Date.now().toString(36)}`;
  const mine = { title: `Scheduled story ${stamp}`, slug: `scheduled-story-${stamp}` };
  const theirs = { title: `Bài hẹn giờ ${stamp}`, slug: `bai-hen-gio-${stamp}` };
  const [first, second] = l.locale === 'en' ? [mine, theirs] : [theirs, mine];

  await page.goto(`${l.prefix}/admin/posts`);
  await page.getByRole('button', { name: l.newPost }).click();
  await page.getByRole('dialog').getByLabel(l.title, { exact: true }).fill(first.title);
  await page.getByRole('dialog').getByRole('button', { name: l.create }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/posts/\\d+$`));

  const panel = (language: string) => page.getByRole('tabpanel').locator(`[lang="${language}"]`).first();
  await panel(l.locale).getByLabel(l.address, { exact: true }).fill(first.slug);
  await panel(l.locale).getByLabel(l.body, { exact: true }).fill(`## ${first.title}\n\nA **story** told on time.`);
  // The preview is the public page's rendering.
  await expect(page.getByRole('region', { name: l.preview }).getByRole('heading', { name: first.title })).toBeVisible();
  // A draft saves itself.
  await expect(page.getByRole('status').filter({ hasText: l.allSaved })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('tab', { name: l.otherTab }).click();
  await page.getByRole('button', { name: l.writeOther }).click();
  await panel(l.other).getByLabel(l.title, { exact: true }).fill(second.title);
  await expect(panel(l.other).getByLabel(l.address, { exact: true })).not.toHaveValue('');
  await panel(l.other).getByLabel(l.address, { exact: true }).fill(second.slug);
  await panel(l.other).getByLabel(l.body, { exact: true }).fill(`## ${second.title}\n\nMột câu chuyện đúng giờ.`);
  await expect(page.getByRole('status').filter({ hasText: l.allSaved })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'the post editor');
  await page.screenshot({ path: test.info().outputPath(`post-editor-${l.locale}.png`), fullPage: true });

  const when = vietnamMinutesAhead(1);
  await page.getByLabel(l.scheduleAt, { exact: true }).fill(when.input);
  await page.getByRole('button', { name: l.schedule, exact: true }).click();
  await expect(page.getByText(l.scheduled, { exact: true })).toBeVisible();

  // Not before its time.
  expect((await request.get(`/posts/${mine.slug}`)).status()).toBe(404);
  return { l, mine, theirs, first, at: when.at };
}

/** Once its time has come: on both lists, its page (hreflang to its translation), both feeds, the sitemap. */
async function expectOut(request: APIRequestContext, mine: Story, theirs: Story) {
  expect(await (await request.get('/posts')).text()).toContain(mine.title);
  expect(await (await request.get('/vi/posts')).text()).toContain(theirs.title);
  const post = await request.get(`/posts/${mine.slug}`);
  expect(post.status()).toBe(200);
  // hreflang follows the link to its translation.
  expect(await post.text()).toMatch(new RegExp(`hreflang="vi" href="[^"]+/vi/posts/${theirs.slug}"`, 'i'));
  expect(await (await request.get('/rss.xml')).text()).toContain(mine.title);
  expect(await (await request.get('/vi/rss.xml')).text()).toContain(theirs.title);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/posts/${mine.slug}`);
  expect(sitemap).toContain(`/vi/posts/${theirs.slug}`);
}

// One journey for both languages, so that the two schedules are waited out together.
test('back office (en, vi): a post and its translation, scheduled in each language, come out on time', async ({
  page,
  request,
}) => {
  // A minute or two of waiting for the schedules, and the pages that follow them.
  test.setTimeout(5 * 60_000);
  await signInAt(page, LANGUAGES[0], ADMIN, '/admin/posts');
  const scheduled = [];
  for (const l of LANGUAGES) scheduled.push(await writeAndSchedule(page, request, l));

  // Out within a minute after their time, without anyone touching them again.
  await page.waitForTimeout(Math.max(0, Math.max(...scheduled.map((s) => s.at)) - Date.now()));
  for (const { mine, theirs } of scheduled) {
    await expect(() => expectOut(request, mine, theirs)).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  }
  for (const { l, first } of scheduled) {
    await page.goto(`${l.prefix}/posts/${first.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  }
});
