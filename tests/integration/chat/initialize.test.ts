import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_TOKEN_TTL_SECONDS, issueChatToken, verifyChatToken } from '@/server/auth/chat-token';
import * as userRepository from '@/server/repositories/user-repository';
import type { Api } from '../helpers/api';
import { adminReply, send, serveChatApi, startVisitorChat } from '../helpers/chat';
import { describeEachDatabase } from '../helpers/databases';
import { isolateRateLimits } from '../helpers/rate-limits';
import { signedInUser } from '../helpers/users';

let api: Api;
beforeAll(async () => {
  api = await serveChatApi();
});
afterAll(() => api.close());
isolateRateLimits();

const initialize = (body: unknown, headers?: Record<string, string>, token?: string) =>
  api.call('/api/chat/initialize', { body, headers, token });

describeEachDatabase('POST /api/chat/initialize', () => {
  it('registers a visitor: a server-issued visitor_ id, a new conversation and its chat token', async () => {
    const reply = await initialize({ userName: '  Nguyễn An ', userPhone: '+84 90 123 4567' });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toEqual({
      chatSessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      initialMessages: [],
      status: 'active',
      userId: expect.stringMatching(/^visitor_[\w-]{22}$/),
      chatToken: expect.any(String),
    });
    await expect(verifyChatToken(data.chatToken)).resolves.toEqual({
      visitorId: data.userId,
      sessionId: data.chatSessionId,
    });
  });

  it('needs a name and a valid phone from a visitor (spec §5)', async () => {
    const noName = await initialize({ userPhone: '0901234567' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.fields).toEqual({ userName: 'Name is required.' });
    const blank = await initialize({ userName: '   ', userPhone: '0901234567' });
    expect(blank.body.error.fields).toEqual({ userName: 'Name is required.' });
    const noPhone = await initialize({ userName: 'An' });
    expect(noPhone.body.error.fields).toEqual({ userPhone: 'Phone is required.' });
    for (const userPhone of ['abc', '12345', '+84 90 123 4567 8901 2']) {
      const bad = await initialize({ userName: 'An', userPhone });
      expect(bad.status, userPhone).toBe(400);
      expect(bad.body.error.fields).toEqual({ userPhone: 'Please enter a valid phone number.' });
    }
  });

  it('resumes the conversation of a visitor who sends their token, with the messages so far', async () => {
    const visitor = await startVisitorChat(api);
    const sent = await send(api, visitor.credential, visitor.sessionId, 'Hello');
    const again = await initialize({ userId: visitor.visitorId }, { 'X-Chat-Token': visitor.chatToken });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ chatSessionId: visitor.sessionId, userId: visitor.visitorId });
    expect(again.body.data.initialMessages.map((m: { id: number }) => m.id)).toContain(sent.body.data.id);
  });

  it('never trusts a visitor id without its token: the caller becomes a new visitor', async () => {
    const victim = await startVisitorChat(api);
    const reply = await initialize({ userId: victim.visitorId, userName: 'Mallory', userPhone: '0901234567' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.userId).not.toBe(victim.visitorId);
    expect(reply.body.data.chatSessionId).not.toBe(victim.sessionId);
  });

  it('refuses a userId that is not the caller’s (403)', async () => {
    const visitor = await startVisitorChat(api);
    const other = await startVisitorChat(api);
    const reply = await initialize({ userId: other.visitorId }, { 'X-Chat-Token': visitor.chatToken });
    expect(reply.status).toBe(403);
    expect(reply.body.error.error_code).toBe('FORBIDDEN');
  });

  it('treats a forged or expired chat token as no token at all', async () => {
    const visitor = await startVisitorChat(api);
    const expired = await issueChatToken(
      { visitorId: visitor.visitorId, sessionId: visitor.sessionId },
      new Date(Date.now() - (CHAT_TOKEN_TTL_SECONDS + 60) * 1000),
    );
    const forged = `${visitor.chatToken.slice(0, -4)}AAAA`;
    for (const token of [expired, forged]) {
      const reply = await initialize({}, { 'X-Chat-Token': token });
      expect(reply.status).toBe(400);
      expect(reply.body.error.fields).toHaveProperty('userName');
    }
  });

  it('lets a signed-in user chat without registering, under their own name, with no chat token', async () => {
    const { user, token } = await signedInUser();
    await userRepository.updateProfile(user.id, { phone: '0912 345 678' });
    const reply = await initialize({ userId: user.id }, undefined, token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ userId: user.id, chatToken: null, status: 'active', initialMessages: [] });
    const again = await initialize({}, undefined, token);
    expect(again.body.data.chatSessionId).toBe(reply.body.data.chatSessionId);
    const wrongId = await initialize({ userId: 'visitor_someone-else' }, undefined, token);
    expect(wrongId.status).toBe(403);
  });

  it('takes a phone from a signed-in user whose profile has none', async () => {
    const { user, token } = await signedInUser();
    const admin = await signedInUser('admin');
    const reply = await initialize(
      { userId: user.id, userName: 'Ignored', userPhone: '0987 654 321' },
      undefined,
      token,
    );
    const list = await api.call('/api/admin/chats?limit=100', { token: admin.token });
    const item = list.body.data.find(
      (entry: { sessionId: string }) => entry.sessionId === reply.body.data.chatSessionId,
    );
    expect(item.user).toMatchObject({ id: user.id, name: user.name, phoneNumber: '0987 654 321', kind: 'user' });
  });

  it('opens one conversation for two starts at the same moment', async () => {
    const { token } = await signedInUser();
    const replies = await Promise.all([initialize({}, undefined, token), initialize({}, undefined, token)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies[0]!.body.data.chatSessionId).toBe(replies[1]!.body.data.chatSessionId);
  });

  it('starts a new conversation for a visitor whose last one an admin closed', async () => {
    const visitor = await startVisitorChat(api);
    const admin = await signedInUser('admin');
    await adminReply(api, admin.token, visitor.sessionId, 'Glad to help');
    const closed = await api.call('/api/admin/chat/close', {
      token: admin.token,
      body: { sessionId: visitor.sessionId },
    });
    expect(closed.status).toBe(200);
    const reply = await initialize({}, { 'X-Chat-Token': visitor.chatToken });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ userId: visitor.visitorId, status: 'active', initialMessages: [] });
    expect(reply.body.data.chatSessionId).not.toBe(visitor.sessionId);
    // The new token opens the new conversation, and only that one.
    await expect(verifyChatToken(reply.body.data.chatToken)).resolves.toMatchObject({
      sessionId: reply.body.data.chatSessionId,
    });
  });

  it('limits new visitors per IP (20 an hour), but not resumes', async () => {
    const visitor = await startVisitorChat(api);
    for (let index = 1; index < 20; index += 1) {
      expect((await initialize({ userName: `V${index}`, userPhone: '0901234567' })).status).toBe(200);
    }
    const limited = await initialize({ userName: 'One too many', userPhone: '0901234567' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await initialize({}, { 'X-Chat-Token': visitor.chatToken })).status).toBe(200);
  });
});
