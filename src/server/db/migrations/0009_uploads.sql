CREATE TYPE "public"."upload_kind" AS ENUM('video', 'caption', 'image', 'archive');--> statement-breakpoint
CREATE TABLE "lesson_captions" (
	"lesson_id" integer NOT NULL,
	"language" "content_language" NOT NULL,
	"upload_id" uuid NOT NULL,
	CONSTRAINT "lesson_captions_lesson_id_language_pk" PRIMARY KEY("lesson_id","language")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "upload_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"duration_s" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size_not_negative" CHECK ("uploads"."size_bytes" >= 0),
	CONSTRAINT "uploads_sha256_hex" CHECK ("uploads"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "uploads_duration_not_negative" CHECK ("uploads"."duration_s" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "video_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_captions_upload_id_idx" ON "lesson_captions" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_kind_sha256_unique" ON "uploads" USING btree ("kind","sha256");--> statement-breakpoint
CREATE INDEX "uploads_created_by_idx" ON "uploads" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_upload_id_uploads_id_fk" FOREIGN KEY ("video_upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_video_upload_id_idx" ON "lessons" USING btree ("video_upload_id");--> statement-breakpoint
ALTER TABLE "lessons" DROP COLUMN "video_url";