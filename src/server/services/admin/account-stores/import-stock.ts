import type { StockImport } from '@/lib/admin/admin-stock-types';
import { parseStockLines, stockIdentity, type StockItem, type StockLineError } from '@/lib/commerce/stock-lines';
import type { StockImportInput } from '@/schemas/admin-account-stores';
import type { AuthUser } from '../../../auth/auth-user';
import { decryptStockSecret, encryptStockSecret, stockFingerprint } from '../../../commerce/stock-cipher';
import { getDb } from '../../../db/client';
import type { Executor } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import * as adminStockRepository from '../../../repositories/admin-stock-repository';
import { stockChanged } from '../../account-store/account-store';
import { recordAudit } from '../record-audit';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (three per row). */
const INSERT_CHUNK = 1_000;

const LINE_ERRORS: Record<StockLineError['code'], string> = {
  TOO_LONG: 'A code, username or password is longer than 500 characters.',
  CONTROL_CHARACTER: 'The line holds a control character.',
  NOT_USERNAME_AND_PASSWORD: 'Expected a username and a password, separated by a comma or a tab.',
  MALFORMED_CSV: 'A quoted field is not closed, or has text after its closing quote.',
};

/**
 * POST /api/admin/account-stores/variants/{id}/stock: adds items to a variant's stock,
 * all or nothing. Every line is read first: one bad line refuses the import, naming each
 * bad line by its number. Items already in the paste, or that the variant holds or has
 * sold, are skipped (a keyed fingerprint per item finds them without decrypting the pool);
 * the rest are stored encrypted, like all stock. The variant row is locked meanwhile, so
 * two imports into one variant run one after the other.
 */
export async function importStock(
  variantId: number,
  input: StockImportInput,
  actor: AuthUser,
): Promise<{ reply: StockImport; slug: string }> {
  const result = await getDb().transaction(async (tx) => {
    const variant = await adminStockRepository.lockVariant(variantId, tx);
    if (!variant) throw new AppError('NOT_FOUND', 'No such variant.');
    const parsed = parseStockLines(input.lines, variant.deliveryKind);
    if (parsed.errors.length > 0) {
      const fields = Object.fromEntries(
        parsed.errors.map((error) => [`lines.${error.line - 1}`, `Line ${error.line}: ${LINE_ERRORS[error.code]}`]),
      );
      throw new AppError('VALIDATION_ERROR', Object.values(fields).slice(0, 5).join(' '), fields);
    }
    if (parsed.items.length === 0) {
      throw new AppError('VALIDATION_ERROR', 'lines: There is no item to add.', { lines: 'There is no item to add.' });
    }
    await fingerprintOlderItems(variantId, tx);
    let added = 0;
    for (let start = 0; start < parsed.items.length; start += INSERT_CHUNK) {
      const rows = parsed.items.slice(start, start + INSERT_CHUNK).map(({ item }) => ({
        secret: encryptStockSecret(JSON.stringify(item), variantId),
        fingerprint: stockFingerprint(stockIdentity(item), variantId),
      }));
      added += await adminStockRepository.insertNew(variantId, rows, tx);
    }
    const skipped = parsed.repeated + (parsed.items.length - added);
    // Restocked above its threshold: the next fall mails the team again.
    await adminStockRepository.clearLowStockAlert(variantId, tx);
    await recordAudit(tx, actor, {
      action: 'stock.import',
      entityType: 'variant',
      entityId: variantId,
      // Counts only: stock for sale never appears in plain text, the audit log included.
      after: { added, skipped },
    });
    const stock = await adminStockRepository.countByStatus(variantId, tx);
    return { reply: { added, skipped, stock }, slug: variant.slug };
  });
  stockChanged();
  return result;
}

/**
 * Items stored before fingerprints existed (the seed's, an older database's) get theirs,
 * so an import skips them too. Done once per variant: the next import finds none.
 */
async function fingerprintOlderItems(variantId: number, db: Executor): Promise<void> {
  const fingerprints = (await adminStockRepository.listUnfingerprinted(variantId, db)).flatMap((row) => {
    const item = storedItem(decryptStockSecret(row.secret, variantId));
    // An item that cannot be read (another key) stays without one: it cannot be compared.
    return item ? [[row.id, stockFingerprint(stockIdentity(item), variantId)] as const] : [];
  });
  for (let start = 0; start < fingerprints.length; start += INSERT_CHUNK) {
    await adminStockRepository.setFingerprints(fingerprints.slice(start, start + INSERT_CHUNK), db);
  }
}

function storedItem(plaintext: string | null): StockItem | null {
  if (plaintext === null) return null;
  try {
    const value = JSON.parse(plaintext) as Record<string, unknown>;
    if (typeof value.code === 'string') return { code: value.code };
    if (typeof value.username === 'string' && typeof value.password === 'string') {
      return { username: value.username, password: value.password };
    }
  } catch {
    // Not JSON: unreadable, like an item of another key.
  }
  return null;
}
