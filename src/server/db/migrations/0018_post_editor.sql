CREATE TYPE "public"."post_status" AS ENUM('draft', 'scheduled', 'published', 'archived');--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "body_markdown" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status" "post_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
-- Until now a post was public once published_at had come: those are published, later ones scheduled.
UPDATE "posts" SET "status" = CASE WHEN "published_at" <= now() THEN 'published'::"post_status" ELSE 'scheduled'::"post_status" END WHERE "published_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_scheduled_idx" ON "posts" USING btree ("published_at") WHERE "posts"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_public_has_published_at" CHECK ("posts"."status" not in ('scheduled', 'published') or "posts"."published_at" is not null);