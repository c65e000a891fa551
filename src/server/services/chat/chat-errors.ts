import { AppError } from '../../http/app-error';

/** Someone else's conversation answers exactly like one that does not exist. */
export function sessionNotFound(): AppError {
  return new AppError('NOT_FOUND', 'No such chat session.');
}

/** Spec §5: a message needs an active session. */
export function sessionClosed(): AppError {
  return new AppError('CHAT_SESSION_CLOSED', 'This conversation has been closed. Start a new one to write again.');
}
