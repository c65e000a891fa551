import { readFile } from 'node:fs/promises';
import { strToU8, zipSync } from 'fflate';
import { expectAccessible } from './support/accessibility';
import { ADMIN, BACK_OFFICE, newLearner, payInSandbox, signInAt } from './support/shop';
import { expect, test, type Page } from './support/test';

/**
 * A source-code product made in the back office, in both languages: the admin creates it
 * from its first archive, writes its texts and publishes it; a learner buys it in the
 * sandbox and downloads that archive; the admin publishes version 2 and the learner's next
 * download is the new file.
 */
const LANGUAGES = [
  {
    ...BACK_OFFICE.en,
    sourceCodes: 'Source codes',
    newProduct: 'New product',
    language: { en: 'English', vi: 'Vietnamese' },
    title: 'Title',
    shortDescription: 'Short description',
    description: 'Description',
    price: 'Price',
    firstArchive: "The project's archive (ZIP, gzip or 7z)",
    ready: /^Ready: /,
    create: 'Create',
    save: 'Save',
    saved: 'Saved',
    publish: 'Publish',
    published: 'The product is now: Published.',
    versions: 'Versions',
    nextArchive: 'Archive of the new version (ZIP, gzip or 7z)',
    versionNumber: 'Version number',
    changelog: { en: 'What changed (English)', vi: 'What changed (Vietnamese)' },
    publishVersion: 'Publish the version',
    versionOut: /^Version 2\.0\.0 is published/,
    buy: 'Buy now',
    pay: /^Pay .* with VNPay$/,
    approve: 'Approve payment',
    success: 'Payment successful',
    download: 'Download the source code',
  },
  {
    ...BACK_OFFICE.vi,
    sourceCodes: 'Mã nguồn',
    newProduct: 'Sản phẩm mới',
    language: { en: 'Tiếng Anh', vi: 'Tiếng Việt' },
    title: 'Tiêu đề',
    shortDescription: 'Mô tả ngắn',
    description: 'Mô tả',
    price: 'Giá',
    firstArchive: 'Tệp nén của dự án (ZIP, gzip hoặc 7z)',
    ready: /^Đã sẵn sàng: /,
    create: 'Tạo',
    save: 'Lưu',
    saved: 'Đã lưu',
    publish: 'Xuất bản',
    published: 'Sản phẩm giờ ở trạng thái: Đã xuất bản.',
    versions: 'Các phiên bản',
    nextArchive: 'Tệp nén của phiên bản mới (ZIP, gzip hoặc 7z)',
    versionNumber: 'Số phiên bản',
    changelog: { en: 'Những thay đổi (tiếng Anh)', vi: 'Những thay đổi (tiếng Việt)' },
    publishVersion: 'Phát hành phiên bản',
    versionOut: /^Đã phát hành phiên bản 2\.0\.0/,
    buy: 'Mua ngay',
    pay: /^Thanh toán .* qua VNPay$/,
    approve: 'Chấp nhận thanh toán',
    success: 'Thanh toán thành công',
    download: 'Tải mã nguồn',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

/** A project's archive: one README whose text says which release it is. */
function archive(name: string, release: string) {
  const buffer = Buffer.from(zipSync({ [`shop/README.md`]: strToU8(`Salon booking, ${release}\n`) }));
  return { name, mimeType: 'application/zip', buffer };
}

/** Downloads the product from its page as a buyer and answers the file's name and bytes. */
async function downloadFrom(page: Page, l: Language, slug: string) {
  await page.goto(`${l.prefix}/source-codes/${slug}`);
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: l.download }).click();
  const download = await started;
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

for (const l of LANGUAGES) {
  test(`back office (${l.locale}): a source code is created, sold, and updated to version 2`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${l.locale}${Date.now().toString(36)}`;
    const first = archive('salon-booking.zip', 'release 1');
    const second = archive('salon-booking-2.zip', 'release 2');

    // The admin makes the draft from its first archive…
    const admin = await (await browser.newContext()).newPage();
    await signInAt(admin, l, ADMIN, '/admin');
    await admin
      .getByRole('navigation', { name: l.adminNav })
      .getByRole('link', { name: l.sourceCodes, exact: true })
      .click();
    await admin.getByRole('button', { name: l.newProduct }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(`${l.title} (${l.language.en})`, { exact: true }).fill(`Salon booking ${stamp}`);
    await dialog.getByLabel(`${l.title} (${l.language.vi})`, { exact: true }).fill(`Đặt lịch tiệm tóc ${stamp}`);
    await dialog.getByLabel(l.price, { exact: true }).fill('120000');
    await dialog.getByLabel(l.firstArchive, { exact: true }).setInputFiles(first);
    await expect(dialog.getByText(l.ready)).toBeVisible();
    await expectAccessible(admin, 'the new source-code dialog');
    await dialog.getByRole('button', { name: l.create, exact: true }).click();
    await expect(admin).toHaveURL(new RegExp(`${l.prefix}/admin/source-codes/\\d+$`));
    const slug = `salon-booking-${stamp}`;

    // …writes what the shop shows, and publishes it.
    for (const [field, text] of [
      [l.shortDescription, { en: 'Bookings for hair salons.', vi: 'Đặt lịch cho tiệm tóc.' }],
      [l.description, { en: 'A booking app with reminders.', vi: 'Ứng dụng đặt lịch có nhắc hẹn.' }],
    ] as const) {
      await admin.getByLabel(`${field} (${l.language.en})`, { exact: true }).fill(text.en);
      await admin.getByLabel(`${field} (${l.language.vi})`, { exact: true }).fill(text.vi);
    }
    await admin.getByRole('button', { name: l.save, exact: true }).click();
    await expect(admin.getByRole('status').getByText(l.saved, { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: l.publish, exact: true }).click();
    await expect(admin.getByText(l.published)).toBeVisible();
    await expectAccessible(admin, 'the source-code editor');
    await admin.screenshot({ path: test.info().outputPath(`source-code-editor-${l.locale}.png`), fullPage: true });

    // A learner buys it in the sandbox and downloads the first archive.
    const learner = await newLearner(request, `sources-${l.locale}`);
    await signInAt(page, l, learner, `/source-codes/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      l.locale === 'vi' ? `Đặt lịch tiệm tóc ${stamp}` : `Salon booking ${stamp}`,
    );
    await page.getByRole('button', { name: l.buy }).click();
    await payInSandbox(page, l, l.approve);
    await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible();
    const bought = await downloadFrom(page, l, slug);
    expect(bought.name).toBe(`${slug}-1.0.0.zip`);
    expect(bought.bytes.equals(first.buffer)).toBe(true);

    // The admin publishes version 2 from the product's Versions tab…
    await admin.getByRole('tab', { name: l.versions }).click();
    await admin.getByLabel(l.nextArchive, { exact: true }).setInputFiles(second);
    await expect(admin.getByText(l.ready)).toBeVisible();
    await admin.getByLabel(l.versionNumber, { exact: true }).fill('2.0.0');
    await admin.getByLabel(l.changelog.en, { exact: true }).fill('Adds reminders by text message.');
    await admin.getByLabel(l.changelog.vi, { exact: true }).fill('Thêm nhắc hẹn qua tin nhắn.');
    await admin.getByRole('button', { name: l.publishVersion }).click();
    await expect(admin.getByText(l.versionOut)).toBeVisible();
    await expectAccessible(admin, "a source code's versions");

    // …and the learner's next download is the new file.
    const updated = await downloadFrom(page, l, slug);
    expect(updated.name).toBe(`${slug}-2.0.0.zip`);
    expect(updated.bytes.equals(second.buffer)).toBe(true);
  });
}
