ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_pending_client_ip_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."status" = 'pending';