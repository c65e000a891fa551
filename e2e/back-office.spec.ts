import { expectAccessible } from './support/accessibility';
import { submitSignIn } from './support/sign-in';
import { expect, test, type Browser, type Page } from './support/test';

/**
 * The back office's learning half, in both languages: an admin builds a course (two
 * sections, lessons reordered from the keyboard), writes a quiz with one question of each of
 * the six types in the editor (its preview is the learner's own question), imports five more
 * from GIFT and publishes; a learner finds the course in the catalogue, buys it in the
 * sandbox and takes the exam in strict mode; the admin sees the attempt in the statistics.
 */
const ADMIN = { email: 'admin@learnhub.local', password: 'Admin#2026!' };
const LEARNER = { email: 'learner@learnhub.local', password: 'Learner#2026!' };

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    password: 'Password',
    signIn: 'Sign in',
    dashboard: 'Dashboard',
    adminNav: 'Back office',
    courses: 'Courses',
    quizzes: 'Quizzes',
    auditLog: 'Audit log',
    newCourse: 'New course',
    newQuiz: 'New quiz',
    quizTitle: (lang: string) => `Title (${lang})`,
    title: (lang: 'English' | 'Vietnamese') => `Title (${lang})`,
    english: 'English' as const,
    vietnamese: 'Vietnamese' as const,
    create: 'Create',
    price: 'Price',
    curriculum: 'Curriculum',
    sectionTitle: (lang: string) => `Section title (${lang})`,
    lessonTitle: (lang: string) => `Lesson title (${lang})`,
    addSection: 'Add a section',
    addLesson: 'Add a lesson',
    dragHandle: (title: string) => `Drag to reorder, or focus and use the arrow keys with Alt: ${title}`,
    media: 'Video and captions',
    uploadVideo: "Upload the lesson's video",
    uploadCaptions: 'Upload Vietnamese captions (.vtt)',
    videoAttached: "The video is attached; the lesson's duration is the video's.",
    captionsAttached: 'The captions are attached.',
    moved: /^Moved: /,
    course: 'Course',
    addQuestion: 'Add a question',
    type: 'Type',
    question: (lang: string) => `Question (${lang})`,
    answer: (letter: string, lang: string) => `Answer ${letter} (${lang})`,
    addAnswer: 'Add an answer',
    correct: 'Correct',
    saveQuestion: 'Save the question',
    preview: 'Preview, as a learner sees it',
    types: ['Single choice', 'Multiple choice', 'True or false', 'Ordering', 'Select positions', 'Sentence building'],
    importTab: 'Import',
    questions: 'Questions',
    check: 'Check',
    import: 'Import',
    ready: '5 questions are ready to import.',
    imported: '5 questions were imported.',
    publish: 'Publish',
    published: 'Published',
    statistics: 'Statistics',
    attempts: 'Attempts',
    buyCourse: 'Buy this course',
    pay: /^Pay .* with VNPay$/,
    approve: 'Approve payment',
    success: 'Payment successful',
    startStrict: 'Start strict attempt',
    finish: 'Review and submit',
    submit: 'Submit answers',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    dashboard: 'Tổng quan',
    adminNav: 'Trang quản trị',
    courses: 'Khóa học',
    quizzes: 'Bài kiểm tra',
    auditLog: 'Nhật ký thay đổi',
    newCourse: 'Khóa học mới',
    newQuiz: 'Bài kiểm tra mới',
    quizTitle: (lang: string) => `Tên bài kiểm tra (${lang})`,
    title: (lang: 'Tiếng Anh' | 'Tiếng Việt') => `Tên khóa học (${lang})`,
    english: 'Tiếng Anh' as const,
    vietnamese: 'Tiếng Việt' as const,
    create: 'Tạo',
    price: 'Giá',
    curriculum: 'Nội dung khóa học',
    sectionTitle: (lang: string) => `Tên chương (${lang})`,
    lessonTitle: (lang: string) => `Tên bài học (${lang})`,
    addSection: 'Thêm chương',
    addLesson: 'Thêm bài học',
    dragHandle: (title: string) => `Kéo để sắp xếp, hoặc chọn rồi dùng Alt với phím mũi tên: ${title}`,
    media: 'Video và phụ đề',
    uploadVideo: 'Tải lên video bài học',
    uploadCaptions: 'Tải lên phụ đề tiếng Việt (.vtt)',
    videoAttached: 'Đã gắn video; thời lượng bài học là thời lượng của video.',
    captionsAttached: 'Đã gắn phụ đề.',
    moved: /^Đã chuyển: /,
    course: 'Khóa học',
    addQuestion: 'Thêm câu hỏi',
    type: 'Loại câu hỏi',
    question: (lang: string) => `Nội dung câu hỏi (${lang})`,
    answer: (letter: string, lang: string) => `Đáp án ${letter} (${lang})`,
    addAnswer: 'Thêm đáp án',
    correct: 'Đúng',
    saveQuestion: 'Lưu câu hỏi',
    preview: 'Xem trước như học viên',
    types: ['Một lựa chọn', 'Nhiều lựa chọn', 'Đúng hay sai', 'Sắp xếp thứ tự', 'Chọn vị trí', 'Ghép câu'],
    importTab: 'Nhập câu hỏi',
    questions: 'Câu hỏi',
    check: 'Kiểm tra',
    import: 'Nhập',
    ready: '5 câu hỏi sẵn sàng để nhập.',
    imported: 'Đã nhập 5 câu hỏi.',
    publish: 'Xuất bản',
    published: 'Đã xuất bản',
    statistics: 'Thống kê',
    attempts: 'Lượt làm',
    buyCourse: 'Mua khóa học',
    pay: /^Thanh toán .* qua VNPay$/,
    approve: 'Chấp nhận thanh toán',
    success: 'Thanh toán thành công',
    startStrict: 'Bắt đầu thi thật',
    finish: 'Xem lại và nộp bài',
    submit: 'Nộp bài',
  },
] as const;
type Language = (typeof LANGUAGES)[number];

const SAMPLE_VIDEO = 'src/server/db/seed/media/sample-lesson.mp4';
const SAMPLE_CAPTIONS = 'src/server/db/seed/media/sample-lesson.vi.vtt';

const GIFT = [
  '::Q1:: 2 + 2 = ? {=4 ~3 ~5}',
  'The sky is green. {F}',
  'Pick the primes {~%50%2 ~%50%3 ~%-100%4}',
  '::Q4:: Capital of France? {=Paris ~Rome ~Berlin}',
  'Water boils at 100 °C at sea level. {T}',
].join('\n\n');

async function signIn(page: Page, l: Language, who: { email: string; password: string }, path: string) {
  await page.goto(`${l.prefix}/authen/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await submitSignIn(page, l, who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}${path.replace(/[?]/g, '\\?')}$`));
}

async function newAdminPage(browser: Browser, l: Language, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, l, ADMIN, path);
  return page;
}

/** Picks an option of the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option:visible', { hasText: new RegExp(`^${option}$`) }).click();
}

/** Writes one question in the editor: its type, text in both languages and answers, then `mark` sets the key. */
async function writeQuestion(
  page: Page,
  l: Language,
  question: { type: number; text: string; answers: string[]; mark: (page: Page) => Promise<void> },
) {
  await page.getByRole('button', { name: l.addQuestion }).click();
  await choose(page, l.type, l.types[question.type - 1]!);
  await page.getByLabel(l.question(l.english), { exact: true }).fill(question.text);
  await page.getByLabel(l.question(l.vietnamese), { exact: true }).fill(`${question.text} (vi)`);
  for (const [index, answer] of question.answers.entries()) {
    const letter = String.fromCharCode(65 + index);
    if ((await page.getByLabel(l.answer(letter, l.english), { exact: true }).count()) === 0) {
      await page.getByRole('button', { name: l.addAnswer }).click();
    }
    await page.getByLabel(l.answer(letter, l.english), { exact: true }).fill(answer);
    await page.getByLabel(l.answer(letter, l.vietnamese), { exact: true }).fill(`${answer} (vi)`);
  }
  await question.mark(page);
  // The preview is the learner's own question, showing what is being written.
  await expect(page.getByRole('region', { name: l.preview }).getByText(question.text)).toBeVisible();
  await page.getByRole('button', { name: l.saveQuestion }).click();
  await expect(page.getByRole('button', { name: l.saveQuestion })).toHaveCount(0);
}

for (const l of LANGUAGES) {
  test.describe(`back office: courses and quizzes (${l.locale})`, () => {
    test.describe.configure({ mode: 'serial' });
    const stamp = `${Date.now().toString(36)}${l.locale}`;
    const courseTitle = `Back office course ${stamp}`;
    let courseUrl = '';
    let quizUrl = '';

    test('an admin builds a course and a quiz of every type, imports GIFT questions, and publishes', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const page = await newAdminPage(browser, l, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: l.dashboard })).toBeVisible();
      await expectAccessible(page, 'the dashboard');

      await page
        .getByRole('navigation', { name: l.adminNav })
        .getByRole('link', { name: l.courses, exact: true })
        .click();
      await page.getByRole('button', { name: l.newCourse }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(l.title(l.english as never), { exact: true }).fill(courseTitle);
      await dialog.getByLabel(l.title(l.vietnamese as never), { exact: true }).fill(`Khóa học quản trị ${stamp}`);
      await dialog.getByLabel(l.price, { exact: true }).fill('99000');
      await dialog.getByRole('button', { name: l.create, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/courses/\\d+$`));
      courseUrl = new URL(page.url()).pathname.slice(l.prefix.length);
      await expectAccessible(page, 'the course editor');

      await page.getByRole('tab', { name: l.curriculum }).click();
      for (const section of ['Basics', 'Advanced']) {
        await page.getByLabel(l.sectionTitle(l.english), { exact: true }).last().fill(section);
        await page.getByLabel(l.sectionTitle(l.vietnamese), { exact: true }).last().fill(`${section} (vi)`);
        await page.getByRole('button', { name: l.addSection }).click();
        await expect(page.getByRole('listitem', { name: new RegExp(section) })).toBeVisible();
      }
      const advanced = page.getByRole('listitem', { name: /Advanced/ });
      await advanced.getByLabel(l.lessonTitle(l.english), { exact: true }).fill('Deep dive');
      await advanced.getByLabel(l.lessonTitle(l.vietnamese), { exact: true }).fill('Đi sâu');
      await advanced.getByRole('button', { name: l.addLesson }).click();
      await expect(advanced.getByText(l.locale === 'en' ? 'Deep dive' : 'Đi sâu')).toBeVisible();
      // The lesson's video and captions, uploaded with a progress bar and attached; its
      // duration becomes the video's own (the sample plays 20 s).
      await advanced.getByRole('button', { name: l.media }).click();
      await advanced.getByLabel(l.uploadVideo, { exact: true }).setInputFiles(SAMPLE_VIDEO);
      await expect(page.getByText(l.videoAttached)).toBeVisible({ timeout: 20_000 });
      await expect(advanced.getByText(/· 0:20/).first()).toBeVisible();
      await advanced.getByLabel(l.uploadCaptions, { exact: true }).setInputFiles(SAMPLE_CAPTIONS);
      await expect(page.getByText(l.captionsAttached)).toBeVisible();
      // Keyboard reorder: the second section moves up with Alt+ArrowUp on its handle.
      await page.getByRole('button', { name: l.dragHandle(l.locale === 'en' ? 'Advanced' : 'Advanced (vi)') }).focus();
      await page.keyboard.press('Alt+ArrowUp');
      await expect(page.getByRole('status').getByText(l.moved)).toBeVisible();
      await expect(page.getByRole('listitem', { name: /Advanced|Basics/ }).first()).toHaveAccessibleName(/Advanced/);
      await expectAccessible(page, 'the curriculum editor');

      await page
        .getByRole('navigation', { name: l.adminNav })
        .getByRole('link', { name: l.quizzes, exact: true })
        .click();
      await page.getByRole('button', { name: l.newQuiz }).click();
      await page.getByRole('dialog').getByLabel(l.course, { exact: true }).fill(stamp);
      await page.locator('.ant-select-item-option:visible', { hasText: stamp }).click();
      await expect(page.getByRole('dialog').getByTitle(new RegExp(stamp))).toBeVisible();
      await page.getByRole('dialog').getByLabel(l.quizTitle(l.english), { exact: true }).fill('Final exam');
      await page.getByRole('dialog').getByLabel(l.quizTitle(l.vietnamese), { exact: true }).fill('Bài thi cuối');
      await page.getByRole('button', { name: l.create, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/admin/quizzes/\\d+$`));
      quizUrl = new URL(page.url()).pathname.slice(l.prefix.length);

      const correctAt = (index: number) => async (editor: Page) => {
        await editor.getByRole('radio', { name: l.correct }).nth(index).check();
      };
      const tick =
        (...indexes: number[]) =>
        async (editor: Page) => {
          for (const index of indexes) await editor.getByRole('checkbox', { name: l.correct }).nth(index).check();
        };
      await writeQuestion(page, l, { type: 1, text: 'Pick B', answers: ['A', 'B'], mark: correctAt(1) });
      await writeQuestion(page, l, { type: 2, text: 'Pick A and C', answers: ['A', 'B', 'C'], mark: tick(0, 2) });
      await writeQuestion(page, l, { type: 3, text: 'The sky is blue', answers: [], mark: correctAt(0) });
      // Ordering and sentence building number the items 1, 2… as they are written.
      await writeQuestion(page, l, { type: 4, text: 'Count up', answers: ['one', 'two'], mark: async () => {} });
      await writeQuestion(page, l, { type: 5, text: 'Find the bugs', answers: ['ok', 'bug'], mark: tick(1) });
      await writeQuestion(page, l, {
        type: 6,
        text: 'Say hello world',
        answers: ['hello', 'world'],
        mark: async () => {},
      });
      await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(6);
      await expectAccessible(page, 'the quiz editor');

      await page.getByRole('tab', { name: l.importTab }).click();
      await page.getByLabel(l.questions, { exact: true }).fill(GIFT);
      await page.getByRole('button', { name: l.check, exact: true }).click();
      await expect(page.getByText(l.ready)).toBeVisible();
      await expectAccessible(page, 'the import report');
      await page.getByRole('button', { name: l.import, exact: true }).click();
      await expect(page.getByText(l.imported)).toBeVisible();

      await page.goto(`${l.prefix}${courseUrl}`);
      await page.getByRole('button', { name: l.publish, exact: true }).click();
      await expect(page.getByText(l.published, { exact: true })).toBeVisible();

      // Every write is in the audit log, newest first: the last one published the course.
      await page
        .getByRole('navigation', { name: l.adminNav })
        .getByRole('link', { name: l.auditLog, exact: true })
        .click();
      await expect(page.getByRole('cell', { name: 'course.publish' }).first()).toBeVisible();
      await expectAccessible(page, 'the audit log');
      await page.context().close();
    });

    test('a learner finds it, buys it and takes the exam in strict mode; the admin sees the attempt', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      // The seeded learner: sign-ups are rate limited per IP (10 an hour), and the other
      // journeys of the run need theirs. The course is this run's own: nothing is shared.
      const { email, password } = LEARNER;
      await signIn(page, l, { email, password }, '/courses');
      await page.goto(`${l.prefix}/courses?keyword=${encodeURIComponent(stamp)}`);
      const link = page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(l.locale === 'en' ? courseTitle : `Khóa học quản trị ${stamp}`) });
      await expect(link.first()).toBeVisible();
      await link.first().click();
      // The course page, once the client-side navigation to it has landed.
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/courses/[^/?]+$`));
      const coursePage = page.url();
      await page.getByRole('button', { name: l.buyCourse }).click();
      await expect(page.getByRole('button', { name: l.pay })).toBeEnabled();
      await page.getByRole('button', { name: l.pay }).click();
      await page.getByRole('button', { name: l.approve }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.success })).toBeVisible();

      // The paid lesson plays from the private video route, and seeking in it works (206 ranges).
      await page.goto(coursePage);
      const ranges: number[] = [];
      page.on('response', (response) => {
        if (/\/api\/exam\/lessons\/\d+\/video$/.test(new URL(response.url()).pathname)) ranges.push(response.status());
      });
      const lessonTitle = l.locale === 'en' ? 'Deep dive' : 'Đi sâu';
      await page.getByRole('main').getByRole('link', { name: lessonTitle }).click();
      await expect(page.getByRole('heading', { level: 1, name: lessonTitle })).toBeVisible();
      const video = page.locator('video');
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await video.evaluate(
        (element: HTMLVideoElement) =>
          new Promise((resolve) => {
            element.addEventListener('seeked', resolve, { once: true });
            element.currentTime = 12;
          }),
      );
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(11.9);
      expect(ranges).toContain(206);

      const quizId = quizUrl.split('/').pop();
      await page.goto(`${l.prefix}/quiz/${quizId}`);
      await page.getByRole('link', { name: l.startStrict }).click();
      await page.getByRole('button', { name: l.finish }).click();
      await page.getByRole('button', { name: l.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/quiz/result/\\d+$`));

      const admin = await newAdminPage(browser, l, quizUrl);
      await admin.getByRole('tab', { name: l.statistics }).click();
      const attempts = admin.getByRole('tabpanel').locator('dl > div', { hasText: l.attempts });
      await expect(attempts.locator('dd')).toHaveText('1');
      await expectAccessible(admin, 'the quiz statistics');
      await admin.context().close();
    });
  });
}
