CREATE TYPE "public"."account_delivery_kind" AS ENUM('code', 'credentials');--> statement-breakpoint
CREATE TYPE "public"."account_store_type" AS ENUM('learning', 'work', 'entertainment', 'storage');--> statement-breakpoint
CREATE TYPE "public"."stock_item_status" AS ENUM('available', 'reserved', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."payment_gateway" AS ENUM('vnpay', 'sandbox');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('SOURCE', 'COURSE', 'ACCOUNT_STORE');--> statement-breakpoint
CREATE TABLE "account_option_values" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_option_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_en" text NOT NULL,
	"label_vi" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"type" "account_store_type" NOT NULL,
	"provider" text NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"short_description_en" text NOT NULL,
	"short_description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_vi" text NOT NULL,
	"features_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"features_vi" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnail" text NOT NULL,
	"delivery_kind" "account_delivery_kind" NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"combination_key" text NOT NULL,
	"price_vnd" integer NOT NULL,
	"compare_at_price_vnd" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "account_variants_price_positive" CHECK ("account_variants"."price_vnd" > 0),
	CONSTRAINT "account_variants_compare_at_above_price" CHECK ("account_variants"."compare_at_price_vnd" is null or "account_variants"."compare_at_price_vnd" > "account_variants"."price_vnd")
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"secret" text NOT NULL,
	"status" "stock_item_status" DEFAULT 'available' NOT NULL,
	"order_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "stock_items_available_unheld" CHECK ("stock_items"."status" <> 'available' or "stock_items"."order_item_id" is null)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"product_type" "product_type" NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"combination_key" text,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"variant_label_en" text,
	"variant_label_vi" text,
	"thumbnail" text NOT NULL,
	"price_vnd" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price_vnd" >= 0),
	CONSTRAINT "order_items_variant_only_for_accounts" CHECK (("order_items"."product_type" = 'ACCOUNT_STORE') = ("order_items"."variant_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"total_vnd" integer NOT NULL,
	"locale" "content_language" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_vnd" >= 0),
	CONSTRAINT "orders_paid_has_paid_at" CHECK ("orders"."status" <> 'paid' or "orders"."paid_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"gateway" "payment_gateway" NOT NULL,
	"txn_ref" text NOT NULL,
	"amount_vnd" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"response_code" text,
	"transaction_status" text,
	"transaction_no" text,
	"bank_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "source_code_filter_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_code_filter_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_code_filters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_code_filters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_code_product_filters" (
	"source_code_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	CONSTRAINT "source_code_product_filters_source_code_id_filter_id_pk" PRIMARY KEY("source_code_id","filter_id")
);
--> statement-breakpoint
CREATE TABLE "source_code_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_code_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"source_code_id" integer NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_vi" text NOT NULL,
	"short_description_en" text NOT NULL,
	"short_description_vi" text NOT NULL,
	"description_en" text NOT NULL,
	"description_vi" text NOT NULL,
	"thumbnail" text NOT NULL,
	"gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"tech_stack" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" text NOT NULL,
	"demo_url" text,
	"price_vnd" integer DEFAULT 0 NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size_bytes" bigint NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_codes_price_not_negative" CHECK ("source_codes"."price_vnd" >= 0),
	CONSTRAINT "source_codes_file_size_not_negative" CHECK ("source_codes"."file_size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_option_values" ADD CONSTRAINT "account_option_values_option_id_account_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."account_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_option_values" ADD CONSTRAINT "account_option_values_product_id_account_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."account_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_options" ADD CONSTRAINT "account_options_product_id_account_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."account_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_variants" ADD CONSTRAINT "account_variants_product_id_account_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."account_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_variant_id_account_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."account_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_filters" ADD CONSTRAINT "source_code_filters_group_id_source_code_filter_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."source_code_filter_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_product_filters" ADD CONSTRAINT "source_code_product_filters_source_code_id_source_codes_id_fk" FOREIGN KEY ("source_code_id") REFERENCES "public"."source_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_product_filters" ADD CONSTRAINT "source_code_product_filters_filter_id_source_code_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."source_code_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_purchases" ADD CONSTRAINT "source_code_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_purchases" ADD CONSTRAINT "source_code_purchases_source_code_id_source_codes_id_fk" FOREIGN KEY ("source_code_id") REFERENCES "public"."source_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_purchases" ADD CONSTRAINT "source_code_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_option_values_product_code_unique" ON "account_option_values" USING btree ("product_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "account_option_values_option_position_unique" ON "account_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "account_options_product_position_unique" ON "account_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "account_products_slug_unique" ON "account_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "account_products_type_idx" ON "account_products" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "account_variants_product_key_unique" ON "account_variants" USING btree ("product_id","combination_key");--> statement-breakpoint
CREATE INDEX "stock_items_variant_status_idx" ON "stock_items" USING btree ("variant_id","status");--> statement-breakpoint
CREATE INDEX "stock_items_order_item_idx" ON "stock_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_unique" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expires_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_txn_ref_unique" ON "payments" USING btree ("txn_ref");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_code_filter_groups_slug_unique" ON "source_code_filter_groups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "source_code_filters_slug_unique" ON "source_code_filters" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "source_code_filters_group_id_idx" ON "source_code_filters" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "source_code_product_filters_filter_id_idx" ON "source_code_product_filters" USING btree ("filter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_code_purchases_user_product_unique" ON "source_code_purchases" USING btree ("user_id","source_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "source_codes_slug_unique" ON "source_codes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "source_codes_published_at_idx" ON "source_codes" USING btree ("published_at");