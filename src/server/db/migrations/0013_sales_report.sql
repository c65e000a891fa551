DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at","total_vnd","refunded_vnd","id") WHERE "orders"."paid_at" is not null;