ALTER TABLE "our_works" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Every project shown so far stays public: published since it was added.
UPDATE "our_works" SET "published_at" = "created_at";
