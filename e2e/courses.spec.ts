import { expectAccessible } from './support/accessibility';
import { holdScripts } from './support/slow-scripts';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { submitSignIn } from './support/sign-in';

/** What each journey reads and clicks, per language: the journeys run in both. */
const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    searchBox: 'Search courses',
    category: 'Web development',
    paidCourse: 'Modern React with Next.js',
    previewLesson: 'Components and props',
    lockedLesson: 'State with useState',
    curriculum: 'Course content',
    signInToWatch: 'Sign in to watch this lesson',
    forEnrolled: 'This lesson is for enrolled learners',
    buy: 'Buy this course',
    pay: /^Pay .* with VNPay$/,
    approve: 'Approve payment',
    paid: 'Payment successful',
    freeCourse: 'Essential English Grammar',
    beginner: 'Beginner',
    password: 'Password',
    signIn: 'Sign in',
    enrol: 'Enrol for free',
    start: 'Start learning',
    myCourses: 'My courses',
    startCourse: 'Start Essential English Grammar',
    continueCourse: 'Continue Essential English Grammar',
    nextLesson: 'Next lesson',
    secondLesson: 'Present continuous: now and around now',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    searchBox: 'Tìm khóa học',
    category: 'Phát triển web',
    paidCourse: 'React hiện đại với Next.js',
    previewLesson: 'Component và props',
    lockedLesson: 'Trạng thái với useState',
    curriculum: 'Nội dung khóa học',
    signInToWatch: 'Đăng nhập để xem bài học này',
    forEnrolled: 'Bài học này dành cho học viên đã đăng ký',
    buy: 'Mua khóa học',
    pay: /^Thanh toán .* qua VNPay$/,
    approve: 'Chấp nhận thanh toán',
    paid: 'Thanh toán thành công',
    freeCourse: 'Ngữ pháp tiếng Anh thiết yếu',
    beginner: 'Cơ bản',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    enrol: 'Đăng ký miễn phí',
    start: 'Bắt đầu học',
    myCourses: 'Khóa học của tôi',
    startCourse: 'Bắt đầu học Ngữ pháp tiếng Anh thiết yếu',
    continueCourse: 'Học tiếp Ngữ pháp tiếng Anh thiết yếu',
    nextLesson: 'Bài tiếp theo',
    secondLesson: 'Hiện tại tiếp diễn: lúc này và dạo này',
  },
] as const;

const FREE_COURSE_SLUG = 'ngu-phap-tieng-anh-thiet-yeu';
const PAID_COURSE_SLUG = 'modern-react-with-nextjs';
const SEEDED_LEARNER = { email: 'learner@learnhub.local', password: 'Learner#2026!' };

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** Starts the video muted (browsers allow that without a gesture). */
async function playMuted(video: Locator) {
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
}

/** A new account per test, so parallel journeys never share enrolments, progress or orders. */
async function newAccount(page: Page, l: (typeof LANGUAGES)[number]) {
  const email = `courses-${l.locale}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Lantern-harbour-58';
  const register = await page.request.post('/api/auth/register', { data: { email, name: 'Trần Minh Khoa', password } });
  expect(register.status()).toBe(201);
  return { email, password };
}

async function signUpAndSignIn(page: Page, l: (typeof LANGUAGES)[number], redirectUrl: string) {
  const { email, password } = await newAccount(page, l);
  await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  await submitSignIn(page, l, email, password);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}${redirectUrl}$`));
}

for (const l of LANGUAGES) {
  test.describe(`courses (${l.locale})`, () => {
    test('a category ticked while the page’s script is still loading is applied once it runs', async ({ page }) => {
      // The catalogue as visitors get it (the build's own copy has no facets yet).
      await expect.poll(async () => (await page.request.get(`${l.prefix}/courses`)).text()).toContain(l.category);
      // A slow phone: the facets show before the script has run, and the visitor taps one.
      const releaseScripts = await holdScripts(page);
      await page.goto(`${l.prefix}/courses`, { waitUntil: 'commit' });
      const category = page.getByRole('checkbox', { name: l.category });
      await category.check();
      releaseScripts();
      await expect(page).toHaveURL(/[?&]category_ids=\d+/);
      await expect(page.getByRole('link', { name: l.paidCourse })).toBeVisible();
      await expect(page.getByRole('link', { name: l.freeCourse })).toBeHidden();
      await expect(category).toBeChecked();
    });

    test('find a course by keyword and category, open it, play a free preview; other lessons ask to sign in', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/courses`);
      await page.getByRole('searchbox', { name: l.searchBox }).fill('React');
      await page.getByRole('searchbox', { name: l.searchBox }).press('Enter');
      await expect(page).toHaveURL(/[?&]keyword=React/);
      await page.getByRole('checkbox', { name: l.category }).check();
      await expect(page).toHaveURL(/[?&]category_ids=\d+/);
      await expect(page).toHaveURL(/[?&]keyword=React/);
      // The URL is the search: a reload shows the same results and the same ticked box.
      await page.reload();
      await expect(page.getByRole('checkbox', { name: l.category })).toBeChecked();

      await page.getByRole('link', { name: l.paidCourse }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.paidCourse })).toBeVisible();
      await page.getByRole('link', { name: l.previewLesson }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.previewLesson })).toBeVisible();

      // The video and its captions come through the API, which checks who asks; not from public files.
      const video = page.locator('video');
      await expect(video).toHaveAttribute('src', /^\/api\/exam\/lessons\/\d+\/video$/);
      await expect(video.locator('track[kind="captions"]')).toHaveCount(2);
      await expect(video.locator(`track[srclang="${l.locale}"]`)).toHaveAttribute('default', '');
      await expect(video.locator(`track[srclang="${l.locale}"]`)).toHaveAttribute(
        'src',
        new RegExp(`^/api/exam/lessons/\\d+/captions/${l.locale}$`),
      );
      await playMuted(video);
      await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(0.5);
      expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);

      // The next lesson is not a preview: locked in the sidebar, and its page says why.
      await expect(page.getByRole('navigation', { name: l.curriculum }).getByText(l.lockedLesson)).toBeVisible();
      await page.getByRole('link', { name: l.nextLesson }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.signInToWatch })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: l.signIn })).toHaveAttribute(
        'href',
        new RegExp(`/authen/sign-in\\?redirectUrl=${encodeURIComponent('/courses/')}`),
      );
    });

    test('a course card shows its level over its thumbnail, as text in the page’s language', async ({ page }) => {
      await page.goto(`${l.prefix}/courses`);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: l.freeCourse }) });
      const level = await card.getByText(l.beginner, { exact: true }).boundingBox();
      const thumbnail = await card.locator('img').boundingBox();
      expect(level!.x).toBeGreaterThan(thumbnail!.x);
      expect(level!.y).toBeGreaterThan(thumbnail!.y);
      expect(level!.y + level!.height).toBeLessThan(thumbnail!.y + thumbnail!.height);
    });

    test('a locked lesson of a paid course: sign in from it, come back to it, and buy the course right there', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/courses/${PAID_COURSE_SLUG}`);
      await page.getByRole('link', { name: l.previewLesson }).click();
      await page.getByRole('link', { name: l.nextLesson }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.signInToWatch })).toBeVisible();
      const lessonUrl = new URL(page.url()).pathname;

      const { email, password } = await newAccount(page, l);
      await page.getByRole('main').getByRole('link', { name: l.signIn, exact: true }).click();
      await submitSignIn(page, l, email, password);
      await expect(page).toHaveURL(new RegExp(`${lessonUrl}$`));
      await expect(page.getByRole('heading', { level: 1, name: l.forEnrolled })).toBeVisible();
      await expectAccessible(page, 'a locked lesson offering the purchase');
      await page.getByRole('main').getByRole('button', { name: l.buy }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/payment/[^/]+$`));
    });

    test('buy a paid course in the sandbox, watch a paid lesson and seek in it: the video answers byte ranges', async ({
      page,
    }) => {
      await signUpAndSignIn(page, l, `/courses/${PAID_COURSE_SLUG}`);
      await page.getByRole('main').getByRole('button', { name: l.buy }).click();
      await page.getByRole('button', { name: l.pay }).click();
      await page.getByRole('button', { name: l.approve }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.paid })).toBeVisible();

      const ranges: { status: number; range: string | undefined }[] = [];
      page.on('response', (response) => {
        if (/\/api\/exam\/lessons\/\d+\/video$/.test(new URL(response.url()).pathname)) {
          ranges.push({ status: response.status(), range: response.headers()['content-range'] });
        }
      });
      await page.goto(`${l.prefix}/courses/${PAID_COURSE_SLUG}`);
      await page.getByRole('link', { name: l.lockedLesson }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.lockedLesson })).toBeVisible();
      const video = page.locator('video');
      await playMuted(video);
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise((resolve) => {
            element.addEventListener('seeked', resolve, { once: true });
            element.currentTime = 15;
          }),
      );
      expect(await currentTime(video)).toBeGreaterThanOrEqual(14.9);
      await expect.poll(() => currentTime(video), { timeout: 10_000 }).toBeGreaterThan(15.3);
      // The media element asks for ranges; the server answers them (206 with Content-Range).
      expect(ranges.some(({ status, range }) => status === 206 && /^bytes \d+-\d+\/\d+$/.test(range ?? ''))).toBe(true);
      expect(ranges.every(({ status }) => status === 206 || status === 200)).toBe(true);
    });

    test('enrol in a free course, see it in my courses at 0 %, watch a lesson, resume after a reload', async ({
      page,
    }) => {
      await signUpAndSignIn(page, l, `/courses/${FREE_COURSE_SLUG}`);
      await page.getByRole('button', { name: l.enrol }).click();
      await expect(page.getByRole('link', { name: l.start })).toBeFocused();

      await page.goto(`${l.prefix}/my-course`);
      await expect(page.getByRole('heading', { level: 1, name: l.myCourses })).toBeVisible();
      const bar = page.getByRole('progressbar', { name: new RegExp(l.freeCourse) });
      await expect(bar).toHaveAttribute('aria-valuenow', '0');
      await page.getByRole('link', { name: l.startCourse }).click();

      // The second lesson is not a preview: only an enrolled learner gets the player.
      await page.getByRole('link', { name: l.nextLesson }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.secondLesson })).toBeVisible();
      const lessonId = Number(new URL(page.url()).pathname.split('/').pop());
      const video = page.locator('video');
      await playMuted(video);
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/exam/lessons/${lessonId}/progress`) && response.request().method() === 'PUT',
      );
      // Paused in the page as soon as the seek lands: a round trip to the test between the two
      // let the video play on past 13 s on a slow machine.
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise((resolve) => {
            element.addEventListener(
              'seeked',
              () => {
                element.pause();
                resolve(undefined);
              },
              { once: true },
            );
            element.currentTime = 12;
          }),
      );
      const reply = await (await saved).json();
      expect(reply.data).toMatchObject({ lesson_id: lessonId, position_s: 12, completed: false });

      await page.reload();
      await expect.poll(() => currentTime(page.locator('video')), { timeout: 10_000 }).toBeGreaterThanOrEqual(11);
      expect(await currentTime(page.locator('video'))).toBeLessThan(14);

      await page.goto(`${l.prefix}/my-course`);
      await expect(page.getByRole('link', { name: l.continueCourse })).toHaveAttribute(
        'href',
        `${l.prefix}/courses/${FREE_COURSE_SLUG}/lessons/${lessonId}`,
      );
    });
  });
}

test.describe('lesson videos are private', () => {
  /** The address of the paid course's first lesson that is not a free preview. */
  async function paidLessonVideo(request: APIRequestContext): Promise<string> {
    const course = (await (await request.get(`/api/exam/courses/slugs/${PAID_COURSE_SLUG}`)).json()).data as {
      sections: { lessons: { id: number; is_free_preview: boolean; video_url: string | null }[] }[];
    };
    const lessons = course.sections.flatMap((section) => section.lessons);
    // A visitor is given no address for it; it is still the lesson's own.
    expect(lessons.filter((lesson) => !lesson.is_free_preview).every((lesson) => lesson.video_url === null)).toBe(true);
    return `/api/exam/lessons/${lessons.find((lesson) => !lesson.is_free_preview)!.id}/video`;
  }

  test('a signed-out visitor, and a learner who has not bought the course, get 403 on a paid lesson’s video', async ({
    request,
  }) => {
    const address = await paidLessonVideo(request);
    const visitor = await request.get(address, { headers: { Range: 'bytes=0-' } });
    expect(visitor.status()).toBe(403);
    expect((await visitor.json()).error.error_code).toBe('PURCHASE_REQUIRED');

    // The seeded learner, who has not bought this course (no journey buys it for them): sign-ups
    // are rate limited per IP (10 an hour), and the run's other journeys use all of theirs.
    const { token } = (await (await request.post('/api/auth/login', { data: SEEDED_LEARNER })).json()).data;
    const learner = await request.get(address, { headers: { Authorization: `Bearer ${token}` } });
    expect(learner.status()).toBe(403);
  });

  test('the demo video is no public file any more', async ({ request }) => {
    expect((await request.get('/videos/sample-lesson.mp4')).status()).toBe(404);
  });
});

test.describe('the /courses page', () => {
  test('the plain catalogue is a static page; a URL with a search is rendered by the server with its results', async ({
    request,
  }) => {
    // The first answer may be the page `next build` made; the one after it is the regenerated one.
    await request.get('/courses');
    await expect
      .poll(async () => (await request.get('/courses')).headers()['cache-control'] ?? '')
      .toMatch(/s-maxage=\d+/);

    for (const [path, found, notFound] of [
      ['/courses?keyword=react', 'Modern React with Next.js', 'Essential English Grammar'],
      ['/vi/courses?keyword=ng%E1%BB%AF%20ph%C3%A1p', 'Ngữ pháp tiếng Anh thiết yếu', 'React hiện đại với Next.js'],
      // Typed without its diacritics, as Vietnamese often is.
      ['/vi/courses?keyword=ngu%20phap', 'Ngữ pháp tiếng Anh thiết yếu', 'React hiện đại với Next.js'],
    ] as const) {
      const reply = await request.get(path);
      expect(reply.status()).toBe(200);
      expect(reply.headers()['cache-control']).not.toMatch(/s-maxage/);
      const html = await reply.text();
      expect(html).toContain(found);
      expect(html).not.toContain(notFound);
    }
  });
});

test('a course page tells search engines what it is: canonical, both languages, Course structured data', async ({
  request,
}) => {
  const slug = 'modern-react-with-nextjs';
  for (const [prefix, name] of [
    ['', 'Modern React with Next.js'],
    ['/vi', 'React hiện đại với Next.js'],
  ] as const) {
    const html = await (await request.get(`${prefix}/courses/${slug}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${prefix}/courses/${slug}"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="vi" href="[^"]*/vi/courses/${slug}"`));
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en" href="[^"]*[^i]/courses/${slug}"`));
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const [course] = JSON.parse(jsonLd ?? '[]') as Record<string, unknown>[];
    expect(course).toMatchObject({
      '@type': 'Course',
      name,
      offers: { priceCurrency: 'VND' },
      provider: { name: 'LearnHub' },
    });
  }
});
