import { expectAccessible } from './support/accessibility';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { submitSignIn } from './support/sign-in';
import { isAnswerCorrect } from '../src/lib/exam/is-answer-correct';
import type { ExamQuestion, FullExam } from '../src/lib/exam/quiz-types';

/**
 * Exam journeys, in both languages, as the seeded learner. One learner has at most one
 * open strict attempt per quiz and the tests run in parallel, so each test takes the Free
 * Test of its own course (every course has one, open to anyone signed in). Not every Free
 * Test has all six question types: the strict journey takes the ones that do. The answer
 * key comes from the practice-mode API, which sends it.
 */
const LEARNER = { email: 'learner@learnhub.local', password: 'Learner#2026!' };

const LANGUAGES = [
  {
    locale: 'en',
    prefix: '',
    password: 'Password',
    signIn: 'Sign in',
    startPractice: 'Start practice',
    startStrict: 'Start strict attempt',
    openChat: 'Chat with us',
    resume: 'Resume attempt',
    inProgress: /You have an attempt in progress: \d+:\d\d left\./,
    check: 'Check answer',
    correct: 'Correct!',
    incorrect: 'Not quite.',
    explanation: 'Explanation',
    tryAgain: 'Try again',
    flag: 'Flag for review',
    next: 'Next',
    finish: 'Review and submit',
    questions: 'Questions',
    questionOf: (n: number, count: number) => `Question ${n} of ${count}`,
    questionLink: (n: number) => `Question ${n}`,
    navItem: (n: number, state: string) => `Question ${n}: ${state}`,
    answeredFlagged: 'answered, flagged',
    answered: 'answered',
    reviewTitle: 'Review before submitting',
    attemptEnded: /This attempt has ended/,
    seeResult: 'See the result',
    unanswered: (count: number) => `Not answered (${count})`,
    flagged: (count: number) => `Flagged for review (${count})`,
    submit: 'Submit answers',
    timeLeft: 'Time left',
    saved: 'All answers saved',
    moveUp: (item: string) => `Move “${item}” up`,
    wordBank: 'Word bank',
    yourAnswer: 'Your answer',
    resultHeading: (quiz: string) => `Result: ${quiz}`,
    correctOf: (correct: number, count: number) => `${correct} of ${count}`,
    passed: 'Passed',
    failed: 'Not passed',
    scoreLabel: (score: string, passMark: string) => `Score ${score}; pass mark ${passMark}`,
    reviewQuestion: (n: number) => `Review question ${n}`,
    wrong: 'Wrong',
    byType: 'Right answers by question type',
    multipleChoice: 'Multiple choice',
    showTable: 'Show the figures as a table',
  },
  {
    locale: 'vi',
    prefix: '/vi',
    password: 'Mật khẩu',
    signIn: 'Đăng nhập',
    startPractice: 'Bắt đầu luyện tập',
    startStrict: 'Bắt đầu thi thật',
    openChat: 'Trò chuyện với chúng tôi',
    resume: 'Tiếp tục làm bài',
    inProgress: /Bạn có một lượt thi đang làm dở: còn \d+:\d\d\./,
    check: 'Kiểm tra đáp án',
    correct: 'Chính xác!',
    incorrect: 'Chưa đúng.',
    explanation: 'Giải thích',
    tryAgain: 'Làm lại',
    flag: 'Đánh dấu để xem lại',
    next: 'Câu sau',
    finish: 'Xem lại và nộp bài',
    questions: 'Danh sách câu hỏi',
    questionOf: (n: number, count: number) => `Câu ${n} / ${count}`,
    questionLink: (n: number) => `Câu ${n}`,
    navItem: (n: number, state: string) => `Câu ${n}: ${state}`,
    answeredFlagged: 'đã trả lời, đã đánh dấu',
    answered: 'đã trả lời',
    reviewTitle: 'Xem lại trước khi nộp',
    attemptEnded: /Lượt thi này đã kết thúc/,
    seeResult: 'Xem kết quả',
    unanswered: (count: number) => `Chưa trả lời (${count})`,
    flagged: (count: number) => `Đã đánh dấu để xem lại (${count})`,
    submit: 'Nộp bài',
    timeLeft: 'Thời gian còn lại',
    saved: 'Đã lưu tất cả câu trả lời',
    moveUp: (item: string) => `Đưa “${item}” lên`,
    wordBank: 'Ngân hàng từ',
    yourAnswer: 'Câu trả lời của bạn',
    resultHeading: (quiz: string) => `Kết quả: ${quiz}`,
    correctOf: (correct: number, count: number) => `${correct} / ${count}`,
    passed: 'Đạt',
    failed: 'Chưa đạt',
    scoreLabel: (score: string, passMark: string) => `Điểm ${score}; điểm đạt ${passMark}`,
    reviewQuestion: (n: number) => `Xem lại câu ${n}`,
    wrong: 'Sai',
    byType: 'Số câu đúng theo loại câu hỏi',
    multipleChoice: 'Nhiều lựa chọn',
    showTable: 'Xem số liệu dạng bảng',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** The Free Test quiz of every published course, in a stable order. */
async function freeTestQuizIds(request: APIRequestContext): Promise<number[]> {
  const courses = (await (await request.get('/api/exam/courses?page_size=50')).json()).data as {
    slug: string;
    id: number;
  }[];
  const ids: number[] = [];
  for (const course of [...courses].sort((a, b) => a.id - b.id)) {
    const detail = (await (await request.get(`/api/exam/courses/slugs/${course.slug}`)).json()).data as {
      quiz_info: { is_free_test: boolean; quizzes: { id: number }[] }[];
    };
    const quiz = detail.quiz_info.find((group) => group.is_free_test)?.quizzes[0];
    if (quiz) ids.push(quiz.id);
  }
  return ids;
}

async function learnerToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: LEARNER });
  return ((await login.json()).data as { token: string }).token;
}

// One sign-in shared by the calls made together (the promise, not the token, is kept: the
// calls start at once, and each would otherwise sign in, as many logins as quizzes).
let token: Promise<string> | undefined;

/** The quiz with its key, in the page's language (practice mode sends correct/order). */
async function answerKey(request: APIRequestContext, quizId: number, locale: string): Promise<FullExam> {
  token ??= learnerToken(request);
  const reply = await request.get(`/api/exam/quizzes/${quizId}/full-exam?mode=practice&lang=${locale}`, {
    headers: { Authorization: `Bearer ${await token}` },
  });
  return (await reply.json()).data as FullExam;
}

/** The ids the key accepts: the correct items, or the sequence in `order`. */
function correctIds(question: ExamQuestion): number[] {
  const items = question.list_answer.map((item, id) => ({ ...item, id }));
  if (question.question_type === 4 || question.question_type === 6) {
    return items
      .filter((item) => typeof item.order === 'number')
      .sort((a, b) => a.order! - b.order!)
      .map((item) => item.id);
  }
  return items.filter((item) => item.correct).map((item) => item.id);
}

/** What the page reads of a question text: its `code` marks are rendered, not shown. */
const shown = (text: string) => text.replace(/`/g, '');

/** From the quiz page, signed out: its sign-in link, then back to the quiz. */
async function signInFromQuiz(page: Page, l: Language, quizId: number) {
  await page.goto(`${l.prefix}/quiz/${quizId}`);
  await page.getByRole('main').getByRole('link', { name: l.signIn }).click();
  await expect(page).toHaveURL(new RegExp(`/authen/sign-in\\?redirectUrl=%2Fquiz%2F${quizId}$`));
  // The submit button is enabled once the page is hydrated (SubmitButton); what is typed
  // before that is kept (useTypedBeforeHydration, and its own journey in accounts.spec.ts).
  await expect(page.getByRole('main').getByRole('button', { name: l.signIn, exact: true })).toBeEnabled();
  await submitSignIn(page, l, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/quiz/${quizId}$`));
}

/** Answers the current question with `ids` through its input, the way a learner would. */
async function answer(page: Page, l: Language, question: ExamQuestion, ids: number[]) {
  const main = page.getByRole('main');
  const items = question.list_answer;
  switch (question.question_type) {
    case 1:
    case 3:
      await main.getByRole('radio', { name: items[ids[0]!]!.content, exact: true }).check();
      return;
    case 2:
      for (const id of ids) await main.getByRole('checkbox', { name: items[id]!.content, exact: true }).check();
      return;
    case 4: {
      // Move buttons; focus follows the moved item, so further moves are the Enter key.
      let order = items.map((_, id) => id);
      for (let position = 0; position < ids.length; position += 1) {
        const id = ids[position]!;
        let at = order.indexOf(id);
        if (at === position) continue;
        await main.getByRole('button', { name: l.moveUp(items[id]!.content), exact: true }).click();
        for (at -= 1; at > position; at -= 1) await page.keyboard.press('Enter');
        order = [...order.filter((other) => other !== id)];
        order.splice(position, 0, id);
      }
      return;
    }
    case 5: {
      const positions = main.locator('[role="group"] button[aria-pressed]');
      for (const id of ids) await positions.nth(id).click();
      return;
    }
    case 6: {
      const placed: number[] = [];
      for (const id of ids) {
        const bank = items.map((_, other) => other).filter((other) => !placed.includes(other));
        await main.getByRole('list', { name: l.wordBank }).getByRole('button').nth(bank.indexOf(id)).click();
        placed.push(id);
      }
    }
  }
}

const navigator = (page: Page, l: Language) => page.getByRole('navigation', { name: l.questions });

async function goToQuestion(page: Page, l: Language, number: number, count: number) {
  await navigator(page, l)
    .getByRole('button', { name: new RegExp(`^${l.questionLink(number)}:`) })
    .click();
  await expect(page.getByRole('heading', { name: l.questionOf(number, count) })).toBeFocused();
}

async function submitFromReview(page: Page, l: Language) {
  await page.getByRole('complementary').getByRole('button', { name: l.finish }).click();
  await expect(page.getByRole('heading', { name: l.reviewTitle })).toBeVisible();
  await page.getByRole('button', { name: l.submit }).click();
  await expect(page).toHaveURL(/\/quiz\/result\/\d+$/);
}

const numberOfType = (questions: ExamQuestion[], type: number) =>
  questions.findIndex((q) => q.question_type === type) + 1;

/** A quiz of its own for each journey and language (see the top of the file). */
const journeys = { strict: [] as number[], practice: [] as number[], reload: [] as number[] };
test.beforeAll(async ({ request }) => {
  const ids = await freeTestQuizIds(request);
  const withTypes = await Promise.all(
    ids.map(async (id) => ({
      id,
      types: new Set((await answerKey(request, id, 'en')).exam.map((q) => q.question_type)),
    })),
  );
  const allSix = withTypes.filter((quiz) => quiz.types.size === 6);
  expect(allSix.length).toBeGreaterThanOrEqual(LANGUAGES.length);
  journeys.strict = allSix.slice(0, LANGUAGES.length).map((quiz) => quiz.id);
  const rest = withTypes.filter((quiz) => !journeys.strict.includes(quiz.id));
  // Practice drags an ordering question.
  journeys.practice = rest
    .filter((quiz) => quiz.types.has(4))
    .slice(0, LANGUAGES.length)
    .map((quiz) => quiz.id);
  // Reload leaves a sentence half built.
  journeys.reload = rest
    .filter((quiz) => !journeys.practice.includes(quiz.id) && quiz.types.has(6))
    .slice(0, LANGUAGES.length)
    .map((quiz) => quiz.id);
  expect(journeys.practice).toHaveLength(LANGUAGES.length);
  expect(journeys.reload).toHaveLength(LANGUAGES.length);
});

for (const [index, l] of LANGUAGES.entries()) {
  test.describe(`exam (${l.locale})`, () => {
    test('practice a Free Test: check answers, flag, navigate, review, submit', async ({ page, request }) => {
      const quizId = journeys.practice[index]!;
      const key = await answerKey(request, quizId, l.locale);
      const questions = key.exam;
      const count = questions.length;
      await signInFromQuiz(page, l, quizId);
      await expectAccessible(page, 'a quiz page');
      await page.getByRole('link', { name: l.startPractice }).click();
      await expect(page.getByRole('heading', { level: 1, name: key.quiz_info.title })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveCount(0);

      // Question 1 (single choice): a wrong answer, checked; then the right one.
      const first = questions[0]!;
      const wrong = first.list_answer.findIndex((item) => !item.correct);
      await answer(page, l, first, [wrong]);
      await page.getByRole('button', { name: l.check }).click();
      await expect(page.getByText(l.incorrect)).toBeVisible();
      await expect(page.getByText(l.explanation, { exact: true })).toBeVisible();
      await expectAccessible(page, 'a practice question answered wrong, with its explanation');
      await page.getByRole('button', { name: l.tryAgain }).click();
      await answer(page, l, first, correctIds(first));
      await page.getByRole('button', { name: l.check }).click();
      await expect(page.getByText(l.correct)).toBeVisible();
      await page.getByRole('button', { name: l.flag }).click();
      await expect(page.getByRole('button', { name: l.flag })).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('button', { name: l.next }).click();
      await expect(page.getByRole('heading', { name: l.questionOf(2, count) })).toBeVisible();
      await expect(navigator(page, l).getByRole('button', { name: l.navItem(1, l.answeredFlagged) })).toBeVisible();

      // The ordering question: drag the first step to the top with the mouse.
      const orderingNumber = numberOfType(questions, 4);
      const ordering = questions[orderingNumber - 1]!;
      await goToQuestion(page, l, orderingNumber, count);
      const firstStep = correctIds(ordering)[0]!;
      const rows = page.getByRole('list', { name: shown(ordering.content) }).getByRole('listitem');
      const from = await rows.nth(firstStep).locator('[aria-hidden="true"]').first().boundingBox();
      const top = await rows.first().boundingBox();
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
      await page.mouse.down();
      await page.mouse.move(from!.x + from!.width / 2, top!.y + 2, { steps: 8 });
      await page.mouse.up();
      await expect(rows.first()).toContainText(ordering.list_answer[firstStep]!.content);
      const arrangement = [firstStep, ...ordering.list_answer.map((_, id) => id).filter((id) => id !== firstStep)];

      // The review lists what is left and what is flagged; a link goes back to the question.
      await page.getByRole('complementary').getByRole('button', { name: l.finish }).click();
      await expect(page.getByRole('heading', { name: l.reviewTitle })).toBeFocused();
      await expect(page.getByRole('heading', { name: l.unanswered(count - 2) })).toBeVisible();
      await expect(page.getByRole('heading', { name: l.flagged(1) })).toBeVisible();
      await expectAccessible(page, 'the review before submitting');
      const later = questions.findIndex((q, i) => i > 0 && q.question_type !== 4);
      await page.getByRole('button', { name: l.questionLink(later + 1), exact: true }).click();
      await expect(page.getByRole('heading', { name: l.questionOf(later + 1, count) })).toBeFocused();
      await answer(page, l, questions[later]!, correctIds(questions[later]!));
      await submitFromReview(page, l);

      // The server's grade: question 1 and the later one right, the ordering one as arranged.
      const expected = 2 + (isAnswerCorrect(ordering, arrangement) ? 1 : 0);
      await expect(page.getByRole('heading', { level: 1, name: l.resultHeading(key.quiz_info.title) })).toBeVisible();
      await expect(page.getByText(l.correctOf(expected, count), { exact: true })).toBeVisible();
      await expectAccessible(page, 'a practice result');
    });

    test('take a strict attempt answering all six types; the result and its review come from the server', async ({
      page,
      request,
    }) => {
      const quizId = journeys.strict[index]!;
      const key = await answerKey(request, quizId, l.locale);
      const questions = key.exam;
      const count = questions.length;
      expect(new Set(questions.map((q) => q.question_type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
      await signInFromQuiz(page, l, quizId);
      const chatButton = page.getByRole('button', { name: l.openChat });
      await expect(chatButton).toBeVisible();
      await page.getByRole('link', { name: l.startStrict }).click();
      await expect(page.getByRole('timer', { name: l.timeLeft })).toHaveText(/^\d+:\d\d$/);
      // No chat button over the sitting (it covered the exam's own controls on a phone).
      await expect(chatButton).toHaveCount(0);
      // The address names the attempt, so a reload after it has ended starts nothing new.
      await expect(page).toHaveURL(/[?&]attempt=\d+/);
      const attemptId = new URL(page.url()).searchParams.get('attempt');
      await expectAccessible(page, 'a strict attempt');

      // Every question right but the multiple-choice one, answered with a wrong option.
      for (const [position, question] of questions.entries()) {
        await expect(page.getByRole('heading', { name: l.questionOf(position + 1, count) })).toBeVisible();
        const ids =
          question.question_type === 2
            ? [question.list_answer.findIndex((item) => !item.correct)]
            : correctIds(question);
        await answer(page, l, question, ids);
        if (position < count - 1) await page.getByRole('button', { name: l.next }).click();
      }
      await expect(page.getByText(l.saved)).toBeVisible();
      await submitFromReview(page, l);

      const score = Math.round(((count - 1) / count) * 10_000) / 100;
      const scoreText = `${Number.isInteger(score) ? score : score.toFixed(2)}%`;
      await expect(
        page.getByRole('img', { name: l.scoreLabel(scoreText, `${key.quiz_info.pass_mark_percent}%`) }),
      ).toBeVisible();
      await expect(page.getByText(l.correctOf(count - 1, count), { exact: true })).toBeVisible();
      await expect(chatButton).toBeVisible();
      await expectAccessible(page, 'a strict result');
      // The result split by question type: every type right but multiple choice.
      const byType = page.getByRole('figure', { name: l.byType });
      await expect(byType.getByRole('row', { name: new RegExp(`^${l.multipleChoice}`) })).toContainText('0%');
      await expect(byType.getByRole('row')).toHaveCount(7);
      await expect(
        page.getByText(score >= key.quiz_info.pass_mark_percent ? l.passed : l.failed, { exact: true }).first(),
      ).toBeVisible();

      const wrongNumber = questions.findIndex((q) => q.question_type === 2) + 1;
      await page.getByRole('link', { name: l.reviewQuestion(wrongNumber) }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.questionOf(wrongNumber, count) })).toBeVisible();
      await expect(page.getByText(`✗ ${l.wrong}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: l.explanation })).toBeVisible();
      await expectAccessible(page, 'the review of a question answered wrong');

      // Back to the attempt's address (a reload, the Back button): it has ended, so the page
      // says so and leads to its result, rather than starting a new attempt.
      await page.goto(`${l.prefix}/quiz/${quizId}/exam?mode=strict&attempt=${attemptId}`);
      await expect(page.getByText(l.attemptEnded)).toBeVisible();
      await expect(page.getByRole('link', { name: l.seeResult })).toHaveAttribute(
        'href',
        `${l.prefix}/quiz/result/${attemptId}`,
      );
      await expectAccessible(page, 'an ended attempt, opened again');

      // The quiz's page charts the attempt, with its figures in a table behind the chart.
      await page.goto(`${l.prefix}/quiz/${quizId}`);
      const chart = page.getByRole('figure', { name: new RegExp(scoreText.replace('.', '\\.')) });
      // The seeded learner may have older attempts here: this one is the latest point.
      await expect(chart.locator('svg circle').last()).toBeVisible();
      await chart.getByText(l.showTable).click();
      await expect(chart.getByRole('table')).toContainText(scoreText);
      await expectAccessible(page, 'a quiz page with its score chart');
      await page.screenshot({ path: test.info().outputPath(`quiz-score-chart-${l.locale}.png`), fullPage: true });
    });

    test('reloading in the middle of a strict attempt resumes it with the answers and flags kept', async ({
      page,
      request,
    }) => {
      const quizId = journeys.reload[index]!;
      const key = await answerKey(request, quizId, l.locale);
      const questions = key.exam;
      const count = questions.length;
      await signInFromQuiz(page, l, quizId);
      await page.getByRole('link', { name: l.startStrict }).click();
      await expect(page.getByRole('timer', { name: l.timeLeft })).toBeVisible();

      const first = questions[0]!;
      await answer(page, l, first, correctIds(first));
      await page.getByRole('button', { name: l.flag }).click();
      // A sentence to build, half done.
      const sentenceNumber = numberOfType(questions, 6);
      const sentence = questions[sentenceNumber - 1]!;
      await goToQuestion(page, l, sentenceNumber, count);
      const twoWords = correctIds(sentence).slice(0, 2);
      await answer(page, l, sentence, twoWords);
      await expect(page.getByText(l.saved)).toBeVisible();

      await page.reload();
      await expect(page.getByRole('timer', { name: l.timeLeft })).toBeVisible();
      await expect(
        page.getByRole('radio', { name: first.list_answer[correctIds(first)[0]!]!.content, exact: true }),
      ).toBeChecked();
      await expect(page.getByRole('button', { name: l.flag })).toHaveAttribute('aria-pressed', 'true');
      await expect(
        navigator(page, l).getByRole('button', { name: l.navItem(sentenceNumber, l.answered) }),
      ).toBeVisible();
      await goToQuestion(page, l, sentenceNumber, count);
      const placed = page.getByRole('list', { name: l.yourAnswer }).getByRole('button');
      await expect(placed).toHaveText(twoWords.map((id) => sentence.list_answer[id]!.content));

      // The quiz page offers to resume it; resuming keeps everything too.
      await page.goto(`${l.prefix}/quiz/${quizId}`);
      await expect(page.getByText(l.inProgress)).toBeVisible();
      await expectAccessible(page, 'a quiz page with an attempt in progress');
      await page.getByRole('link', { name: l.resume }).click();
      await expect(page.getByRole('button', { name: l.flag })).toHaveAttribute('aria-pressed', 'true');
      await submitFromReview(page, l);
      await expect(page.getByText(l.correctOf(1, count), { exact: true })).toBeVisible();
      await expect(page.getByText(l.failed, { exact: true }).first()).toBeVisible();
    });
  });
}
