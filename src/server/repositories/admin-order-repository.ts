import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentGatewayName } from '@/lib/commerce/product-types';
import { getDb } from '../db/client';
import { stockItems } from '../db/schema/account-store';
import { users } from '../db/schema/auth';
import { enrolments } from '../db/schema/enrolments';
import { orderItems, orders, payments, type Order, type OrderStatus, type ProductType } from '../db/schema/orders';
import { sourceCodePurchases } from '../db/schema/source-codes';
import type { Executor } from '../db/types';
import { keywordCondition } from './keyword-condition';

/** The back office's reads of orders: searched lists and everything one order touched. */

export interface AdminOrderFilters {
  keyword?: string;
  status?: OrderStatus;
  productType?: ProductType;
  gateway?: PaymentGatewayName;
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
  offset: number;
}

export interface AdminOrderRow {
  order: Order;
  buyer: { id: string; email: string; name: string };
  itemCount: number;
  firstTitle: string;
  productTypes: ProductType[];
  gateway: PaymentGatewayName | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function conditions(filters: AdminOrderFilters): SQL | undefined {
  const keyword = filters.keyword;
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.from ? gte(orders.createdAt, filters.from) : undefined,
    filters.to ? lt(orders.createdAt, filters.to) : undefined,
    filters.productType
      ? sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.productType} = ${filters.productType})`
      : undefined,
    filters.gateway
      ? sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.gateway} = ${filters.gateway})`
      : undefined,
    keyword
      ? UUID.test(keyword)
        ? eq(orders.id, keyword)
        : sql`(upper(${orders.code}) = ${keyword.toUpperCase()} or ${users.email} ilike ${`%${keyword.replace(/[\\%_]/g, '\\$&')}%`}
            or exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}
              and ${keywordCondition(keyword, [orderItems.titleEn, orderItems.titleVi])}))`
      : undefined,
  );
}

/** One page of orders, newest first, and how many match. */
export async function list(
  filters: AdminOrderFilters,
  db: Executor = getDb(),
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = conditions(filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        order: orders,
        buyer: { id: users.id, email: users.email, name: users.name },
        itemCount: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})::int`,
        firstTitle: sql<string>`coalesce((select ${orderItems.titleEn} from ${orderItems} where ${orderItems.orderId} = ${orders.id} order by ${orderItems.position} limit 1), '')`,
        productTypes: sql<
          ProductType[]
        >`array(select distinct ${orderItems.productType}::text from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        gateway: sql<PaymentGatewayName | null>`(select ${payments.gateway}::text from ${payments} where ${payments.orderId} = ${orders.id} order by ${payments.createdAt} desc, ${payments.id} desc limit 1)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

export async function findBuyer(userId: string, db: Executor = getDb()) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface OrderGrants {
  /** Courses the buyer is enrolled in through a purchase. */
  enrolledCourseIds: number[];
  /** Source codes this order gave the right to download. */
  downloadIds: number[];
  /** Stock items per order line, by status (delivered / refunded). */
  stock: { orderItemId: number; status: string; count: number }[];
}

/** What an order gave its buyer, as it stands now. */
export async function findGrants(order: Order, db: Executor = getDb()): Promise<OrderGrants> {
  const [enrolled, downloads, stock] = await Promise.all([
    db
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .innerJoin(
        orderItems,
        and(
          eq(orderItems.orderId, order.id),
          eq(orderItems.productType, 'COURSE'),
          eq(orderItems.productId, enrolments.courseId),
        ),
      )
      .where(and(eq(enrolments.userId, order.userId), eq(enrolments.source, 'purchase'))),
    db
      .select({ id: sourceCodePurchases.sourceCodeId })
      .from(sourceCodePurchases)
      .where(eq(sourceCodePurchases.orderId, order.id)),
    db
      .select({
        orderItemId: sql<number>`${stockItems.orderItemId}`,
        status: stockItems.status,
        count: sql<number>`count(*)::int`,
      })
      .from(stockItems)
      .innerJoin(orderItems, eq(orderItems.id, stockItems.orderItemId))
      .where(eq(orderItems.orderId, order.id))
      .groupBy(stockItems.orderItemId, stockItems.status),
  ]);
  return {
    enrolledCourseIds: enrolled.map((row) => row.courseId),
    downloadIds: downloads.map((row) => row.id),
    stock,
  };
}
