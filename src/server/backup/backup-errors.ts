/** The archive is not one this code wrote, or its bytes differ from its manifest (exit code 3). */
export class BackupInvalidError extends Error {
  override name = 'BackupInvalidError';
}

/** The place to restore into is not fresh (a non-empty database, folder or bucket) (exit code 4). */
export class RestoreTargetError extends Error {
  override name = 'RestoreTargetError';
}
