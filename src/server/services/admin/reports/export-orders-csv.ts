import { inertInSpreadsheets, writeCsv } from '@/lib/text/csv-records';
import type { OrdersExportQuery } from '@/schemas/admin-reports';
import * as salesReportRepository from '../../../repositories/sales-report-repository';
import type { ExportCursor, ExportRow } from '../../../repositories/sales-report-repository';
import { reportWindow } from './report-window';

/** Orders read per query: a batch in memory at a time (and the next one on its way). */
const BATCH_SIZE = 1_000;

const COLUMNS = [
  'code',
  'id',
  'created_at',
  'paid_at',
  'status',
  'buyer_email',
  'total_vnd',
  'refunded_vnd',
  'item_count',
  'gateway',
  'product_types',
] as const;

/** Before the header: without a byte order mark Excel reads UTF-8 as a legacy code page and mangles the Vietnamese. */
const BYTE_ORDER_MARK = '\uFEFF';

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

interface CsvBatch {
  csv: string;
  /** Where the next batch starts; null after the last one. */
  after: ExportCursor | null;
}

/**
 * GET /api/admin/reports/orders.csv: every order created in a window of Vietnam days, oldest
 * first, one CSV row each (RFC 4180, UTF-8 with a byte order mark), as text chunks to stream.
 * The orders are read in keyset-paged batches, the next one while the last is written, so
 * memory stays flat however many there are. The first batch is read before anything is
 * sent: a database that cannot be reached still gets its error reply, not a cut-off file.
 */
export async function exportOrdersCsv(
  query: OrdersExportQuery,
  now: Date = new Date(),
): Promise<{ fileName: string; chunks: AsyncGenerator<string> }> {
  const window = reportWindow(query, now);
  // A batch becomes its CSV text as soon as it arrives: its rows are garbage at once, rather
  // than kept (and promoted to the old generation) while the batch before is being written.
  const read = async (after: ExportCursor | null): Promise<CsvBatch> => {
    const rows = await salesReportRepository.exportBatch(window.range, after, BATCH_SIZE);
    return { csv: writeCsv(rows.map(csvCells)), after: rows.length === BATCH_SIZE ? rows.at(-1)!.cursor : null };
  };
  const first = await read(null);

  async function* chunks(): AsyncGenerator<string> {
    let batch = first;
    let next: Promise<CsvBatch> | null = null;
    try {
      yield BYTE_ORDER_MARK + writeCsv([COLUMNS]);
      for (;;) {
        next = batch.after ? read(batch.after) : null;
        if (batch.csv) yield batch.csv;
        if (!next) return;
        batch = await next;
        next = null;
      }
    } finally {
      // The reader went away (a cancelled download) with a batch still on its way: its
      // outcome no longer matters, but must not surface as an unhandled rejection.
      next?.catch(() => undefined);
    }
  }

  return { fileName: `orders-${window.from}-${window.to}.csv`, chunks: chunks() };
}

function csvCells(row: ExportRow): string[] {
  return [
    row.code,
    row.id,
    vietnamTime(row.createdAt),
    row.paidAt ? vietnamTime(row.paidAt) : '',
    row.status,
    row.buyerEmail,
    String(row.totalVnd),
    String(row.refundedVnd),
    String(row.itemCount),
    row.gateway ?? '',
    row.productTypes.join(' '),
  ].map(inertInSpreadsheets);
}

/** `2026-11-26T00:30:00+07:00`: the instant in Vietnam's time, offset written, as spreadsheets in Vietnam show it. */
function vietnamTime(instant: Date): string {
  return `${new Date(instant.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}
