import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { BackupInvalidError } from './backup-errors';

/**
 * A backup is a folder: `manifest.json`, the database's dump under `database/`, and every
 * stored file under `files/<key>`. A folder rather than one tar: files stream in and out
 * one by one with nothing held in memory, and an operator can look inside with `ls`.
 */
const MANIFEST_FILE = 'manifest.json';
export const FILES_FOLDER = 'files';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal('learnhub-backup'),
  version: z.literal(1),
  created_at: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Relative to the backup folder. */
    file: z.enum(['database/pglite.tar', 'database/postgres.dump']),
    size: z.number().int().nonnegative(),
    sha256,
    migrations: z.object({ count: z.number().int().nonnegative(), last_hash: z.string().nullable() }),
  }),
  files: z.object({
    storage: z.enum(['local', 's3']),
    count: z.number().int().nonnegative(),
    total_bytes: z.number().int().nonnegative(),
    entries: z.array(z.object({ key: z.string().min(1), size: z.number().int().nonnegative(), sha256 })),
  }),
  /** Said in the archive itself, so whoever restores it knows what else to bring. */
  not_included: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupInvalidError(`${folder} has no ${MANIFEST_FILE}: not a backup`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupInvalidError(`${MANIFEST_FILE} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupInvalidError(`${MANIFEST_FILE}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return parsed.data;
}
