// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, apiOk, openEventStream } from './http.mjs';

/**
 * The flows of issue 25's "Done means", each spread over the instances on purpose. The
 * instances send no header naming themselves, so a step that needs "a different instance"
 * calls that instance directly, with the X-Forwarded-For the balancer would add (the apps
 * run with TRUST_PROXY=true); everything else goes through the balancer.
 *
 * @typedef {import('./topology.mjs').Cluster} Cluster
 * @typedef {import('./checks.mjs').Report} Report
 */

export const ADMIN = { email: 'admin@learnhub.local', password: 'Admin#2026!' };
const PASSWORD = 'Lantern-harbour-58';

/** A fresh address per run and purpose. */
export function uniqueEmail(/** @type {string} */ tag) {
  return `cluster.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** As the balancer would forward a client's request: the client's address last. */
function from(/** @type {string} */ ip) {
  return { 'x-forwarded-for': ip };
}

/** A new learner, signed up and signed in through the balancer; returns the bearer token. */
export async function signUpAndIn(/** @type {string} */ origin, /** @type {string} */ email) {
  const signUp = await api(origin, '/api/auth/register', {
    method: 'POST',
    body: { email, name: 'Trần Minh Khoa', password: PASSWORD },
  });
  const signIn = await api(origin, '/api/auth/login', { method: 'POST', body: { email, password: PASSWORD } });
  return { signUp, signIn, token: /** @type {string | undefined} */ (signIn.data?.token) };
}

/** Step 1: sign-up and sign-in through the balancer; the session works on every instance. */
export async function signUpSignIn(/** @type {Cluster} */ cluster, /** @type {Report} */ report) {
  const email = uniqueEmail('learner');
  const { signUp, signIn, token } = await signUpAndIn(cluster.balancer, email);
  report.check('sign-up through the balancer', signUp.status === 201, `POST /api/auth/register → ${signUp.status}`);
  report.check(
    'sign-in through the balancer',
    signIn.status === 200 && Boolean(token),
    `POST /api/auth/login → ${signIn.status}`,
  );
  const seen = await Promise.all(cluster.instances.map((instance) => api(instance.origin, '/api/auth/me', { token })));
  const same = seen.filter((reply) => reply.status === 200 && reply.data?.email === email).length;
  report.check(
    'the session works on every instance',
    same === cluster.instances.length,
    `GET /api/auth/me with the token: ${same}/${cluster.instances.length} instances answer 200 as ${email}`,
  );
  return { email, token };
}

/**
 * An order of one paid source code placed and sent to the sandbox gateway on `checkout`,
 * approved there without its notice (the gateway's IPN is delivered by the caller, to
 * whichever instance it chooses). Returns the order and the signed IPN query.
 */
export async function checkoutWithheldIpn(
  /** @type {Cluster} */ cluster,
  /** @type {string} */ checkout,
  /** @type {string} */ token,
) {
  const product = await cluster.db.query(
    'select id from source_codes where price_vnd > 0 and published_at <= now() order by id limit 1',
  );
  if (product.rowCount === 0) throw new Error('the demo content has no paid source code');
  const order = await apiOk(checkout, '/api/orders', {
    method: 'POST',
    token,
    body: { items: [{ product_type: 'SOURCE', product_id: product.rows[0].id }] },
  });
  const payment = await apiOk(checkout, `/api/orders/${order.id}/payment`, { method: 'POST', token });
  const params = Object.fromEntries(new URL(payment.payment_url, checkout).searchParams);
  // The sandbox plays VNPay: the money moves; its signed result is what VNPay's IPN carries.
  const decided = await apiOk(checkout, '/api/payments/sandbox/decision', {
    method: 'POST',
    body: { params, decision: 'approve_without_notice' },
  });
  const ipnQuery = new URL(decided.redirect_url, checkout).search;
  return { orderId: /** @type {string} */ (order.id), ipnQuery };
}

/** Step 2: checkout on instance 1, the gateway's IPN delivered to instance 2, the order read paid on instance 3. */
export async function purchase(
  /** @type {Cluster} */ cluster,
  /** @type {Report} */ report,
  /** @type {string} */ token,
) {
  const [first, second, third] = cluster.instances;
  const { orderId, ipnQuery } = await checkoutWithheldIpn(cluster, first.origin, token);
  const ipn = await api(second.origin, `/api/payments/vnpay/ipn${ipnQuery}`);
  report.check(
    'the IPN is confirmed by another instance than the checkout',
    ipn.data?.RspCode === '00',
    `app2 answers ${JSON.stringify(ipn.data)}`,
  );
  const order = await api(third.origin, `/api/orders/${orderId}`, { token });
  report.check(
    'the order is paid when read from a third instance',
    order.data?.status === 'paid',
    `app3: status ${order.data?.status}`,
  );
}

/** Step 3: a strict exam started on instance 1, its answers saved through 2 and 3, submitted on 1. */
export async function strictExam(
  /** @type {Cluster} */ cluster,
  /** @type {Report} */ report,
  /** @type {string} */ token,
) {
  const [first, second, third] = cluster.instances;
  // A strict quiz the learner may take: a free test, or one of a free course (enrolled first).
  const found = await cluster.db.query(
    `select q.id as quiz_id, c.id as course_id, g.is_free_test
       from quizzes q join quiz_groups g on g.id = q.group_id join courses c on c.id = g.course_id
      where q.strict_enabled and c.published_at <= now() and (g.is_free_test or c.price_vnd = 0)
        and exists (select 1 from questions where quiz_id = q.id)
      order by g.is_free_test desc, q.id limit 1`,
  );
  if (found.rowCount === 0) throw new Error('the demo content has no strict quiz a new learner may take');
  const { quiz_id: quizId, course_id: courseId, is_free_test: freeTest } = found.rows[0];
  if (!freeTest) await apiOk(first.origin, `/api/exam/courses/${courseId}/enrol`, { method: 'POST', token });

  const exam = await apiOk(first.origin, `/api/exam/quizzes/${quizId}/full-exam?mode=strict`, { token });
  const attemptId = exam.attempt.id;
  /** @type {{ id: number }[]} */
  const questions = exam.exam;
  // Each question answered with its first shown item; half saved through app2, half through app3.
  const answers = questions.map((question) => ({ quiz_question_id: question.id, user_answer: [0] }));
  const half = Math.ceil(answers.length / 2);
  const saves = await Promise.all([
    api(second.origin, `/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token,
      body: { answers: answers.slice(0, half) },
    }),
    api(third.origin, `/api/exam/quiz-attempts/${attemptId}/answers`, {
      method: 'PUT',
      token,
      body: { answers: answers.slice(half) },
    }),
  ]);
  report.check(
    'strict answers saved through two other instances',
    saves.every((save) => save.status === 200),
    `PUT …/answers on app2 (${half} answers) → ${saves[0]?.status}, on app3 (${answers.length - half}) → ${saves[1]?.status}`,
  );
  const submitted = await apiOk(first.origin, '/api/exam/quizzes/submit', {
    method: 'POST',
    token,
    body: { quiz_id: quizId, attempt_id: attemptId, answer_detail: [] },
  });
  const history = await apiOk(first.origin, `/api/exam/quiz-answer-histories/${submitted.id}`, { token });
  /** @type {{ user_answer: number[] }[]} */
  const reviewed = history.answer_detail;
  const answered = reviewed.filter((question) => question.user_answer.length > 0).length;
  report.check(
    'the submitted result counts every answer',
    reviewed.length === questions.length && answered === questions.length,
    `submitted on app1: ${answered}/${questions.length} questions answered in the graded result`,
  );
}

/**
 * Step 4: chat with push across instances. A visitor's stream on instance 1 hears an admin's
 * reply sent through instance 2, and an admin's stream on instance 3 hears the visitor's
 * message sent through instance 1, each within 1 s.
 */
export async function chatWithPush(
  /** @type {Cluster} */ cluster,
  /** @type {Report} */ report,
  /** @type {string} */ adminToken,
) {
  const [first, second, third] = cluster.instances;
  const visitorIp = '198.51.100.24';
  const visitor = await apiOk(first.origin, '/api/chat/initialize', {
    method: 'POST',
    headers: from(visitorIp),
    body: { userName: 'Cluster visitor', userPhone: '0901 234 567' },
  });
  const sessionId = visitor.chatSessionId;
  const visitorHeaders = { ...from(visitorIp), 'x-chat-token': visitor.chatToken };
  await apiOk(first.origin, '/api/chat/messages', {
    method: 'POST',
    headers: visitorHeaders,
    body: { sessionId, text: 'Hello from app1' },
  });

  const visitorStream = await openEventStream(`${first.origin}/api/chat/stream?sessionId=${sessionId}`, visitorHeaders);
  // No such route: Next's own 404 page, not the API's JSON envelope (which an unknown session would get).
  const routeMissing = visitorStream.status === 404 && !visitorStream.contentType.includes('json');
  if (routeMissing) {
    visitorStream.close();
    report.notRun(
      'chat push: visitor stream (app1) hears an admin reply (app2) within 1 s',
      'GET /api/chat/stream answers 404: the push stream is not in this build',
    );
    report.notRun(
      'chat push: admin stream (app3) hears a visitor message (app1) within 1 s',
      'GET /api/admin/chat/stream is not in this build',
    );
    return;
  }
  try {
    if (visitorStream.status !== 200) {
      throw new Error(`GET /api/chat/stream on app1: ${visitorStream.status} ${visitorStream.error}`);
    }
    await visitorStream.next('ready', undefined, 5_000);
    const sentAt = performance.now();
    await apiOk(second.origin, '/api/admin/chat/messages', {
      method: 'POST',
      token: adminToken,
      body: { sessionId, text: 'An answer through app2' },
    });
    const latency = await latencyOf(visitorStream, sessionId, sentAt);
    report.check(
      'chat push: visitor stream (app1) hears an admin reply (app2) within 1 s',
      latency !== null && latency <= 1_000,
      latency === null ? 'no event within 5 s' : `${latency.toFixed(0)} ms from the reply's request to the event`,
    );
  } finally {
    visitorStream.close();
  }

  const adminStream = await openEventStream(`${third.origin}/api/admin/chat/stream`, {
    authorization: `Bearer ${adminToken}`,
  });
  try {
    if (adminStream.status !== 200)
      throw new Error(`GET /api/admin/chat/stream on app3: ${adminStream.status} ${adminStream.error}`);
    await adminStream.next('ready', undefined, 5_000);
    const sentAt = performance.now();
    await apiOk(first.origin, '/api/chat/messages', {
      method: 'POST',
      headers: visitorHeaders,
      body: { sessionId, text: 'A follow-up through app1' },
    });
    const latency = await latencyOf(adminStream, sessionId, sentAt);
    report.check(
      'chat push: admin stream (app3) hears a visitor message (app1) within 1 s',
      latency !== null && latency <= 1_000,
      latency === null ? 'no event within 5 s' : `${latency.toFixed(0)} ms from the message's request to the event`,
    );
  } finally {
    adminStream.close();
  }
}

/**
 * Milliseconds from `sentAt` to the stream's `chat` event for the session, or null when none
 * came within 5 s (a lost nudge fails its own check, and the next one still runs).
 * @param {import('./http.mjs').EventStream} stream @param {string} sessionId @param {number} sentAt
 */
async function latencyOf(stream, sessionId, sentAt) {
  const heard = await stream.next('chat', (data) => data?.sessionId === sessionId, 5_000, sentAt).catch(() => null);
  return heard ? heard.at - sentAt : null;
}

/** The failed-login limit per email and client address, as the code defines it (never a copy of the number). */
function loginLimitFromCode(/** @type {string} */ root) {
  const source = readFileSync(path.join(root, 'src', 'server', 'rate-limit', 'rate-limit.ts'), 'utf8');
  const match = /loginEmailIp:\s*\{\s*points:\s*(\d+)/.exec(source);
  if (!match) throw new Error('loginEmailIp is not in src/server/rate-limit/rate-limit.ts');
  return Number(match[1]);
}

/**
 * Step 5: failed sign-ins for one account and address, spread round-robin over the three
 * instances, are refused (429) at the same attempt as on one instance: limit + 1.
 */
export async function loginLimitAcrossInstances(
  /** @type {Cluster} */ cluster,
  /** @type {Report} */ report,
  /** @type {string} */ root,
) {
  const limit = loginLimitFromCode(root);
  const firstRefusal = async (/** @type {string[]} */ origins, /** @type {string} */ ip) => {
    const email = uniqueEmail('guess');
    for (let attempt = 1; attempt <= limit + 3; attempt += 1) {
      const origin = /** @type {string} */ (origins[(attempt - 1) % origins.length]);
      const reply = await api(origin, '/api/auth/login', {
        method: 'POST',
        headers: from(ip),
        body: { email, password: 'wrong-password-1' },
      });
      if (reply.status === 429) return attempt;
      if (reply.status !== 401) throw new Error(`failed sign-in ${attempt} answered ${reply.status}`);
    }
    return null;
  };
  const onOne = await firstRefusal([cluster.instances[0].origin], '203.0.113.10');
  const spread = await firstRefusal(
    cluster.instances.map((instance) => instance.origin),
    '203.0.113.11',
  );
  report.check(
    'the login rate limit counts across instances',
    onOne === limit + 1 && spread === limit + 1,
    `limit ${limit} (rate-limit.ts): first 429 at attempt ${onOne} on one instance, ${spread} spread over three`,
  );
}
