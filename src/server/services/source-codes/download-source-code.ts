import type { ServerResponse } from 'node:http';
import type { DownloadLink } from '@/lib/commerce/source-code-types';
import type { AuthUser } from '../../auth/auth-user';
import { checkDownloadLink, signDownloadLink } from '../../commerce/download-link';
import type { SourceCode } from '../../db/schema/source-codes';
import { AppError } from '../../http/app-error';
import type { ApiRequest } from '../../http/handler';
import type { Logger } from '../../http/logger';
import { sendFile } from '../../http/send-file';
import * as sourceCodeRepository from '../../repositories/source-code-repository';
import { take, waitOf } from '../../rate-limit/rate-limit';
import { getFileStorage } from '../../storage/storage';
import { findSourceCode } from './get-source-code';

/**
 * A product the user owns, even one no longer on sale; else 403 PURCHASE_REQUIRED, or 404
 * when the shop has no such product.
 */
async function ownedSourceCode(userId: string, id: number): Promise<SourceCode> {
  const owned = await sourceCodeRepository.findPurchased(userId, id);
  if (owned) return owned;
  await findSourceCode({ id });
  throw new AppError('PURCHASE_REQUIRED', 'Buy this source code to download it.');
}

/**
 * A buyer downloads one source code at most 20 times a day (a leaked account must not turn
 * into a mirror); past that, 429 DOWNLOAD_LIMIT_REACHED says when it opens again.
 */
async function countDownload(userId: string, sourceCodeId: number): Promise<void> {
  const waitMs = await take('sourceDownload', `${userId}:${sourceCodeId}`);
  if (waitMs === null) return;
  const wait = waitOf(waitMs);
  throw new AppError(
    'DOWNLOAD_LIMIT_REACHED',
    `You have downloaded this source code 20 times today. Try again in ${wait.words}.`,
    undefined,
    wait.headers,
  );
}

/** GET /api/source-codes/{id}/download-v2: a link to the file, signed for the buyer, valid 10 minutes. */
export async function issueDownloadLink(user: AuthUser, id: number): Promise<DownloadLink> {
  const row = await ownedSourceCode(user.id, id);
  // The link is counted, not its uses (valid 10 minutes): a retry through it is the same download.
  await countDownload(user.id, row.id);
  const link = signDownloadLink(row.id, user.id);
  return { path_file: link.path, expires_at: link.expiresAt.toISOString() };
}

/** GET /api/source-codes/{id}/download: the file itself, for a signed-in buyer. */
export async function downloadForBuyer(user: AuthUser, id: number, req: ApiRequest, res: ServerResponse, log: Logger) {
  const row = await ownedSourceCode(user.id, id);
  await countDownload(user.id, row.id);
  await streamArchive(row, req, res, log);
}

/**
 * GET /api/source-codes/{id}/file?u&e&s: the file through a signed link. The signature and
 * expiry are checked first, then that its buyer still owns the product.
 */
export async function downloadByLink(
  link: { id: number; u: string; e: number; s: string },
  req: ApiRequest,
  res: ServerResponse,
  log: Logger,
): Promise<void> {
  const check = checkDownloadLink({ sourceCodeId: link.id, userId: link.u, expiresS: link.e, sig: link.s });
  if (check === 'invalid') throw new AppError('TOKEN_INVALID', 'This download link is not valid.');
  if (check === 'expired') throw new AppError('TOKEN_EXPIRED', 'This download link has expired: ask for a new one.');
  await streamArchive(await ownedSourceCode(link.u, link.id), req, res, log);
}

async function streamArchive(row: SourceCode, req: ApiRequest, res: ServerResponse, log: Logger): Promise<void> {
  const file = await getFileStorage().open(row.fileKey);
  if (!file) {
    // A sold product without its file is our fault, not the buyer's: log it for a person.
    log.error({ sourceCodeId: row.id, fileKey: row.fileKey }, 'source-code archive missing from storage');
    throw new AppError('SERVICE_UNAVAILABLE', 'The file is not available right now. Please try again later.');
  }
  await sendFile(req, res, file, { fileName: row.fileName, contentType: 'application/zip' });
}
