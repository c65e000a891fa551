CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer,
	"learner_name" text NOT NULL,
	"course_title_en" text NOT NULL,
	"course_title_vi" text NOT NULL,
	"score" numeric(5, 2),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "certificates_revoked_has_reason" CHECK ("certificates"."revoked_at" is null or "certificates"."revoked_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "final_quiz_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_unique" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_unique" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "certificates_course_id_idx" ON "certificates" USING btree ("course_id");--> statement-breakpoint
-- Custom SQL (not generated): courses.final_quiz_id's foreign key, kept out of the schema
-- files because catalog.ts and quiz.ts would import each other (see catalog.ts).
ALTER TABLE "courses" ADD CONSTRAINT "courses_final_quiz_id_quizzes_id_fk" FOREIGN KEY ("final_quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
