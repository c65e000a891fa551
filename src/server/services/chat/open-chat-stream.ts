import type { ServerResponse } from 'node:http';
import { serveChatStream } from '../../chat-push/serve-chat-stream';
import type { Logger } from '../../http/logger';
import * as sessionRepository from '../../repositories/chat-session-repository';
import type { ApiRequest } from '../../http/handler';
import { canRead, type ChatCaller } from './chat-caller';
import { sessionNotFound } from './chat-errors';

/**
 * GET /api/chat/stream: the push stream of one conversation, for whoever may poll it (its
 * visitor's chat token, its signed-in contact, an admin). A visitor's token names its
 * conversation, so only a signed-in caller costs a read.
 */
export async function openChatStream(
  sessionId: string,
  caller: ChatCaller,
  { req, res, log }: { req: ApiRequest; res: ServerResponse; log: Logger },
): Promise<void> {
  if (caller.kind === 'visitor') {
    if (caller.sessionId !== sessionId) throw sessionNotFound();
  } else {
    const session = await sessionRepository.findById(sessionId);
    if (!session || !canRead(caller, session)) throw sessionNotFound();
  }
  await serveChatStream(req, res, {
    audience: 'visitor',
    wants: (change) => change.sessionId === sessionId,
    log,
  });
}

/** GET /api/admin/chat/stream: every conversation's changes, for the admins' console. */
export async function openAdminChatStream({
  req,
  res,
  log,
}: {
  req: ApiRequest;
  res: ServerResponse;
  log: Logger;
}): Promise<void> {
  await serveChatStream(req, res, { audience: 'admin', wants: () => true, log });
}
