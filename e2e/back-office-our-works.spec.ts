import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { ADMIN, BACK_OFFICE, signInAt } from './support/shop';
import { expect, test, type Page } from './support/test';

/**
 * A showcase project made in the back office, in both languages: the admin writes it in
 * both languages with an uploaded image, publishes it, and it is on the public /our-works
 * page in the page's language, last; moved up in the list, it comes one place earlier there.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    ourWorks: 'Our works',
    newProject: 'New project',
    language: { en: 'English', vi: 'Vietnamese' },
    title: 'Title',
    client: 'Client',
    industry: 'Industry',
    summary: 'What we built',
    outcome: 'Outcome',
    stack: 'Technologies',
    year: 'Year delivered',
    addImage: 'Add an image',
    firstImage: 'Image 1',
    cover: 'Cover',
    create: 'Create',
    publish: 'Publish',
    published: (title: string) => `${title} is now: Published.`,
    moveUp: (title: string) => `Move ${title} up`,
    moved: (title: string) => new RegExp(`^${title} is now in place \\d+\\.$`),
    gallery: (title: string) => `Screens from ${title}`,
  },
  {
    ...BACK_OFFICE.vi,
    ourWorks: 'Dự án đã làm',
    newProject: 'Dự án mới',
    language: { en: 'Tiếng Anh', vi: 'Tiếng Việt' },
    title: 'Tiêu đề',
    client: 'Khách hàng',
    industry: 'Lĩnh vực',
    summary: 'Chúng tôi đã xây dựng gì',
    outcome: 'Kết quả',
    stack: 'Công nghệ',
    year: 'Năm bàn giao',
    addImage: 'Thêm ảnh',
    firstImage: 'Ảnh 1',
    cover: 'Ảnh bìa',
    create: 'Tạo',
    publish: 'Xuất bản',
    published: (title: string) => `${title} giờ ở trạng thái: Đã xuất bản.`,
    moveUp: (title: string) => `Đưa ${title} lên`,
    moved: (title: string) => new RegExp(`^${title} giờ ở vị trí \\d+\\.$`),
    gallery: (title: string) => `Màn hình của dự án ${title}`,
  },
] as const;

/** The projects' titles on the public showcase, in its order, in the page's language. */
async function publicTitles(page: Page, prefix: string): Promise<string[]> {
  await page.goto(`${prefix}/our-works`);
  // A page built without the database loads its list in the browser.
  await expect(page.locator('article h2').first()).toBeVisible();
  return page.locator('article h2').allTextContents();
}

// Both languages' journeys add to the one showcase and reorder it: one after the other, so
// that "the last project" and "one place earlier" are each journey's own.
test.describe.configure({ mode: 'serial' });

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): a showcase project is written, published and moved up`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${l.locale}${Date.now().toString(36)}`;
    const titles = { en: `Harbour portal ${stamp}`, vi: `Cổng cảng biển ${stamp}` };
    // The title the pages of this language show.
    const title = titles[l.locale];

    // The admin starts a project from the menu and writes it in both languages…
    const admin = await (await browser.newContext()).newPage();
    const both = (label: string) => ({
      en: admin.getByLabel(`${label} (${l.language.en})`, { exact: true }),
      vi: admin.getByLabel(`${label} (${l.language.vi})`, { exact: true }),
    });
    await signInAt(admin, l, ADMIN, '/admin');
    await admin
      .getByRole('navigation', { name: l.adminNav })
      .getByRole('link', { name: l.ourWorks, exact: true })
      .click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/our-works$`));
    await admin.getByRole('button', { name: l.newProject }).click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/our-works/new$`));
    for (const [field, text] of [
      [l.title, titles],
      [l.industry, { en: 'Port logistics, Hải Phòng', vi: 'Logistics cảng biển, Hải Phòng' }],
      [
        l.summary,
        { en: 'A portal where shippers follow their containers.', vi: 'Cổng để chủ hàng theo dõi container.' },
      ],
      [l.outcome, { en: 'Half as many calls to the office.', vi: 'Số cuộc gọi lên văn phòng giảm một nửa.' }],
    ] as const) {
      await both(field).en.fill(text.en);
      await both(field).vi.fill(text.vi);
    }
    await admin.getByLabel(l.client, { exact: true }).fill('Cảng Hải Phòng');
    await admin.getByLabel(l.stack, { exact: true }).fill('Next.js');
    await admin.getByLabel(l.stack, { exact: true }).press('Enter');
    await admin.getByLabel(l.year, { exact: true }).fill('2025');
    // …with an image, uploaded: the first one is the cover.
    const png = await readFile('public/icon-192.png');
    await admin
      .getByLabel(l.addImage, { exact: true })
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: png });
    await expect(admin.getByRole('img', { name: l.firstImage, exact: true })).toBeVisible();
    await expect(admin.getByText(l.cover, { exact: true })).toBeVisible();
    await expectAccessible(admin, 'a new showcase project');
    await admin.getByRole('button', { name: l.create, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/our-works/\\d+$`));

    // Published, it is on the public page in this language, last, with its image.
    await admin.getByRole('button', { name: l.publish, exact: true }).click();
    await expect(admin.getByText(l.published(title), { exact: true })).toBeVisible();
    await expectAccessible(admin, 'a showcase project in the editor');
    await admin.screenshot({ path: test.info().outputPath(`our-work-editor-${l.locale}.png`), fullPage: true });

    const before = await publicTitles(page, l.prefix);
    expect(before.at(-1)).toBe(title);
    const shown = page.getByRole('article', { name: title });
    await expect(shown.getByRole('img', { name: l.gallery(title) })).toBeVisible();
    await expect(shown.getByText('Cảng Hải Phòng')).toBeVisible();

    // Moved up in the list, it comes one place earlier on the public page.
    await admin
      .getByRole('navigation', { name: l.adminNav })
      .getByRole('link', { name: l.ourWorks, exact: true })
      .click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/our-works$`));
    await admin.getByRole('button', { name: l.moveUp(title) }).click();
    await expect(admin.getByRole('status').getByText(l.moved(title))).toBeVisible();
    await expect(admin.getByRole('button', { name: l.moveUp(title) })).toBeFocused();
    // At the top of the page: a row scrolled under the site's sticky header would be judged
    // obscured, whichever row the focus left there.
    await admin.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(admin, 'the showcase list');
    await admin.screenshot({ path: test.info().outputPath(`our-works-list-${l.locale}.png`), fullPage: true });

    const after = await publicTitles(page, l.prefix);
    expect(after).toEqual([...before.slice(0, -2), title, before.at(-2)]);
  });
}
