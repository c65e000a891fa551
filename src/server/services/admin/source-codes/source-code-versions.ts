import type { AdminSourceCodeVersions } from '@/lib/admin/admin-source-code-types';
import { toLocale } from '@/lib/locales';
import { sourceCodePath } from '@/lib/routes';
import type { NewVersionInput } from '@/schemas/admin-source-codes';
import type { AuthUser } from '../../../auth/auth-user';
import { inBackground } from '../../../background-work';
import { getDb } from '../../../db/client';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { fieldError } from '../../../http/validation';
import type { Logger } from '../../../http/logger';
import { localized } from '../../../i18n/localized';
import { appLink } from '../../../mail/app-link';
import { sendMail } from '../../../mail/send-mail';
import { sourceCodeVersionMail } from '../../../mail/templates/source-code-version-mail';
import * as adminSourceCodeRepository from '../../../repositories/admin-source-code-repository';
import * as versionRepository from '../../../repositories/source-code-version-repository';
import * as uploadRepository from '../../../repositories/upload-repository';
import { forgetSourceCodeReads } from '../../source-codes/source-code-cache';
import { recordAudit } from '../record-audit';

/** GET /api/admin/source-codes/{id}/versions: every version of a product's archive, newest first. */
export async function listVersions(sourceCodeId: number): Promise<AdminSourceCodeVersions> {
  const product = await adminSourceCodeRepository.findById(sourceCodeId);
  if (!product) throw new AppError('NOT_FOUND', 'No such source-code product.');
  return toReply(product.version, await versionRepository.listByProduct(sourceCodeId));
}

/**
 * POST /api/admin/source-codes/{id}/versions: publishes a new version from an archive
 * uploaded beforehand (streamed, sha256, size-limited by the uploads). It becomes what every
 * buyer downloads at once; orders keep the version they were placed for; the buyers are
 * mailed, each in the language they bought in. Under the product's lock, so two versions
 * published at once land one after the other.
 */
export async function publishVersion(
  sourceCodeId: number,
  input: NewVersionInput,
  actor: AuthUser,
  log: Logger,
): Promise<{ reply: AdminSourceCodeVersions; slug: string }> {
  const published = await getDb().transaction(async (tx) => {
    const product = await adminSourceCodeRepository.findByIdForUpdate(sourceCodeId, tx);
    if (!product) throw new AppError('NOT_FOUND', 'No such source-code product.');
    const archive = await archiveFromUpload(
      { uploadId: input.upload_id, slug: product.slug, version: input.version },
      tx,
    );
    const version = await versionRepository.insert(
      {
        sourceCodeId: product.id,
        version: input.version,
        changelogEn: input.changelog.en,
        changelogVi: input.changelog.vi,
        ...archive.file,
        createdBy: actor.id,
      },
      tx,
    );
    if (!version) {
      const detail = `Version ${input.version} exists already: give the new one another number.`;
      throw fieldError('version', detail);
    }
    await versionRepository.makeCurrent(version, tx);
    await recordAudit(tx, actor, {
      action: 'source_code.version',
      entityType: 'source_code',
      entityId: product.id,
      before: { version: product.version, file_name: product.fileName },
      after: {
        version: version.version,
        file_name: version.fileName,
        upload_id: archive.upload.id,
        sha256: archive.upload.sha256,
      },
    });
    return { product, version };
  });
  const { product, version } = published;
  forgetSourceCodeReads();
  log.info({ sourceCodeId, version: version.version }, 'source-code version published');
  inBackground(
    () => mailBuyers(product.id, version.version, { en: version.changelogEn, vi: version.changelogVi }, log),
    log,
    `new-version mails of source code ${product.id}`,
  );
  return {
    reply: toReply(version.version, await versionRepository.listByProduct(sourceCodeId)),
    slug: product.slug,
  };
}

/**
 * The file columns of a version made from an archive uploaded through POST /api/admin/uploads
 * (a new product's first version too): saved as `{slug}-{version}` with the archive's extension.
 */
export async function archiveFromUpload(
  archive: { uploadId: string; slug: string; version: string },
  db: Executor,
  /** Where the request named the upload, for the field error. */
  field = 'upload_id',
) {
  const upload = await uploadRepository.findById(archive.uploadId, db);
  if (!upload || upload.kind !== 'archive')
    throw fieldError(field, 'Upload the archive first (a ZIP, gzip or 7z file).');
  const extension = /\.(zip|tar\.gz|tgz|gz|7z)$/i.exec(upload.originalName)?.[0].toLowerCase() ?? '.zip';
  return {
    upload,
    file: {
      uploadId: upload.id,
      fileKey: upload.storageKey,
      fileName: `${archive.slug}-${archive.version}${extension}`,
      fileSizeBytes: upload.sizeBytes,
    },
  };
}

async function mailBuyers(
  sourceCodeId: number,
  version: string,
  changelog: { en: string; vi: string },
  log: Logger,
): Promise<void> {
  // Drafts included: buyers of a product taken off sale still download it.
  const product = await adminSourceCodeRepository.findById(sourceCodeId);
  if (!product) return;
  for (const buyer of await versionRepository.listBuyers(sourceCodeId)) {
    const locale = toLocale(buyer.locale ?? 'en');
    const message = sourceCodeVersionMail(locale, buyer, {
      title: localized(product.titleEn, product.titleVi, locale),
      version,
      changelog: localized(changelog.en, changelog.vi, locale).split(/\n{2,}/),
      link: appLink(locale, sourceCodePath(product.slug)),
    });
    await sendMail(message, { log });
  }
}

function toReply(
  current: string,
  versions: Awaited<ReturnType<typeof versionRepository.listByProduct>>,
): AdminSourceCodeVersions {
  return {
    current,
    versions: versions.map((row) => ({
      id: row.id,
      version: row.version,
      changelog: { en: row.changelogEn, vi: row.changelogVi },
      file_name: row.fileName,
      file_size_bytes: row.fileSizeBytes,
      created_by: row.createdByEmail,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
