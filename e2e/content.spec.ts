import { expect, test } from './support/test';
import { linkIn, waitForMail, waitForMailWhere } from './support/mailbox';

/** A fresh address per test (and per run). */
function newEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const GIT_POST = {
  en: {
    slug: 'git-in-20-minutes-the-commands-you-will-actually-use',
    title: 'Git in 20 Minutes: the Commands You Will Actually Use',
  },
  vi: {
    slug: 'git-trong-20-phut-nhung-lenh-ban-thuc-su-dung',
    title: 'Git trong 20 phút: những lệnh bạn thực sự dùng',
  },
} as const;

/** What each journey reads and clicks, per language: the journeys run in both. */
const LANGUAGES = [
  {
    locale: 'en',
    other: 'vi',
    prefix: '',
    otherPrefix: '/vi',
    blog: 'Blog',
    searchBox: 'Search the blog',
    search: 'Search',
    categories: 'Categories',
    careers: 'Careers',
    readInOther: 'Đọc bằng tiếng Việt',
    contents: 'Contents',
    related: 'Related articles',
    notFound: 'Page not found',
    recentPosts: 'Recent articles',
    contactName: 'Your name',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    sendMessage: 'Send message',
    messageSent: 'Thank you, your message is sent',
    contactMailSubject: '[Contact]',
    newsletterEmail: 'Email address',
    newsletterSend: 'Send',
    newsletterSent: 'Almost there: check your inbox',
    subscribed: 'You are subscribed',
    confirmSubscription: 'Confirm my subscription',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    chooseLanguage: /Choose language/,
    otherLanguage: 'Tiếng Việt',
  },
  {
    locale: 'vi',
    other: 'en',
    prefix: '/vi',
    otherPrefix: '',
    blog: 'Blog',
    searchBox: 'Tìm trong blog',
    search: 'Tìm kiếm',
    categories: 'Chuyên mục',
    careers: 'Nghề nghiệp',
    readInOther: 'Read in English',
    contents: 'Mục lục',
    related: 'Bài viết liên quan',
    notFound: 'Không tìm thấy trang',
    recentPosts: 'Bài viết mới',
    contactName: 'Họ và tên',
    contactSubject: 'Chủ đề',
    contactMessage: 'Nội dung',
    sendMessage: 'Gửi tin nhắn',
    messageSent: 'Cảm ơn bạn, tin nhắn đã được gửi',
    contactMailSubject: '[Liên hệ]',
    newsletterEmail: 'Địa chỉ email',
    newsletterSend: 'Gửi',
    newsletterSent: 'Sắp xong: hãy kiểm tra hộp thư',
    subscribed: 'Bạn đã đăng ký thành công',
    confirmSubscription: 'Xác nhận đăng ký',
    unsubscribe: 'Hủy đăng ký',
    unsubscribed: 'Bạn đã hủy đăng ký',
    chooseLanguage: /Chọn ngôn ngữ/,
    otherLanguage: 'English',
  },
] as const;

for (const l of LANGUAGES) {
  const post = GIT_POST[l.locale];
  const translated = GIT_POST[l.other];

  test.describe(`content (${l.locale})`, () => {
    test('search the blog, open a post, read it in the other language, follow a related post', async ({ page }) => {
      await page.goto(`${l.prefix}/posts`);
      await expect(page.getByRole('heading', { level: 1, name: l.blog })).toBeVisible();
      await page.getByRole('searchbox', { name: l.searchBox }).fill('Git');
      await page.getByRole('button', { name: l.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/posts\\?keyword=Git$`));
      const results = page.getByRole('article');
      await expect(results).toHaveCount(1);

      await results.getByRole('link', { name: post.title }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/posts/${post.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const contents = page.getByRole('navigation', { name: l.contents });
      await expect(contents.getByRole('link')).not.toHaveCount(0);

      // The post's own switch goes to the other language's URL of the same post.
      await page.getByRole('link', { name: l.readInOther }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${l.otherPrefix}/posts/${translated.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.title);
      await expect(page.locator('html')).toHaveAttribute('lang', l.other);

      // The header's language switcher does the same from this side, back to the first language.
      await page.getByRole('button', { name: LANGUAGES.find((x) => x.locale === l.other)!.chooseLanguage }).click();
      await page.getByRole('menuitemradio', { name: l.locale === 'en' ? 'English' : 'Tiếng Việt' }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${l.prefix}/posts/${post.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);

      const related = page.getByRole('region', { name: l.related });
      const firstRelated = related.getByRole('article').first().getByRole('link');
      const relatedTitle = (await firstRelated.textContent())!;
      expect(relatedTitle).not.toBe(post.title);
      await firstRelated.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(relatedTitle);
      await expect(page).not.toHaveURL(new RegExp(post.slug));
    });

    test('category tabs filter the list, in the URL', async ({ page }) => {
      await page.goto(`${l.prefix}/posts`);
      await page.getByRole('navigation', { name: l.categories }).getByRole('link', { name: l.careers }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/posts\\?category=careers$`));
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(4);
      for (const card of await cards.all()) await expect(card).toContainText(l.careers, { ignoreCase: true });
      // The same URL opened directly shows the same list.
      await page.reload();
      await expect(cards).toHaveCount(4);
    });

    test('an unknown post is a real 404 page that suggests recent posts', async ({ page }) => {
      const response = await page.goto(`${l.prefix}/posts/no-such-article`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: l.notFound })).toBeVisible();
      // The not-found page is static: its first rendering may predate the posts, the next has them.
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('region', { name: l.recentPosts }).getByRole('article')).toHaveCount(3, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 10_000 });
    });

    test('send the contact form and see the success state; the team gets the message', async ({ page }) => {
      const email = newEmail(`contact-${l.locale}`);
      const subject = `Partnership ${Date.now()}`;
      await page.goto(`${l.prefix}/contact`);
      await page.getByLabel(l.contactName, { exact: true }).fill('Võ Thị Hồng');
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel(l.contactSubject, { exact: true }).fill(subject);
      await page
        .getByLabel(l.contactMessage, { exact: true })
        .fill('We run a language school and would like to partner with you.');
      await page.getByRole('button', { name: l.sendMessage }).click();
      await expect(page.getByRole('heading', { name: l.messageSent })).toBeVisible();

      // No CONTACT_TO in the e2e environment: the message goes to the admin accounts.
      const mail = await waitForMailWhere('admin@learnhub.local', (m) => m.subject.includes(subject));
      expect(mail.subject).toBe(`${l.contactMailSubject} ${subject}`);
      expect(mail.text).toContain(email);
    });

    test('subscribe to the newsletter from the footer and confirm through the mailed link', async ({ page }) => {
      const email = newEmail(`newsletter-${l.locale}`);
      await page.goto(`${l.prefix}/about-us`);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(l.newsletterEmail).fill(email);
      const send = footer.getByRole('button', { name: l.newsletterSend, exact: true });
      // The form hydrates lazily; until its code runs the button submits nothing.
      await expect(send).toHaveAttribute('type', 'submit');
      await send.click();
      await expect(footer.getByRole('status')).toContainText(l.newsletterSent);

      const confirmLink = linkIn(await waitForMail(email), '/newsletter/confirm');
      expect(confirmLink.pathname).toBe(`${l.prefix}/newsletter/confirm`);
      await page.goto(confirmLink.pathname + confirmLink.search);
      // Opening the link confirms nothing (mail scanners open links): the button does.
      await page.getByRole('button', { name: l.confirmSubscription }).click();
      await expect(page.getByRole('heading', { name: l.subscribed })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();

      // The welcome mail, like every newsletter mail, has an unsubscribe link: one button there.
      const unsubscribeLink = linkIn(await waitForMail(email, 1), '/newsletter/unsubscribe');
      await page.goto(unsubscribeLink.pathname + unsubscribeLink.search);
      await page.getByRole('button', { name: l.unsubscribe, exact: true }).click();
      await expect(page.getByRole('heading', { name: l.unsubscribed })).toBeVisible();
    });
  });
}

test('the sitemap lists every page in both languages, and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const language of ['en', 'vi'] as const) {
    const prefix = language === 'vi' ? '/vi' : '';
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${prefix}/posts/${GIT_POST[language].slug}</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${prefix}/about-us</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${prefix}/courses/[a-z0-9-]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${prefix}/source-codes/[a-z0-9-]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${prefix}/account/[a-z0-9-]+</loc>`));
    expect(xml).toContain(`hreflang="${language}"`);
  }
  expect(xml).toContain('hreflang="x-default"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const feed = await request.get('/vi/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<title><![CDATA[${GIT_POST.vi.title}]]></title>`);
});
