CREATE TABLE "source_code_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "source_code_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_code_id" integer NOT NULL,
	"version" text NOT NULL,
	"changelog_en" text NOT NULL,
	"changelog_vi" text NOT NULL,
	"upload_id" uuid,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size_bytes" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "version" text;--> statement-breakpoint
ALTER TABLE "source_code_versions" ADD CONSTRAINT "source_code_versions_source_code_id_source_codes_id_fk" FOREIGN KEY ("source_code_id") REFERENCES "public"."source_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_versions" ADD CONSTRAINT "source_code_versions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_code_versions" ADD CONSTRAINT "source_code_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_code_versions_product_version_unique" ON "source_code_versions" USING btree ("source_code_id","version");--> statement-breakpoint
-- The products sold so far get their current archive as their first version.
INSERT INTO "source_code_versions" ("source_code_id", "version", "changelog_en", "changelog_vi", "file_key", "file_name", "file_size_bytes", "created_at")
SELECT "id", "version", 'First release.', 'Bản phát hành đầu tiên.', "file_key", "file_name", "file_size_bytes", "created_at" FROM "source_codes";
