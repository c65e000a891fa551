CREATE TYPE "public"."attempt_status" AS ENUM('open', 'submitted', 'expired');--> statement-breakpoint
CREATE TYPE "public"."exam_mode" AS ENUM('practice', 'strict');--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"user_answer" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"is_flagged" boolean DEFAULT false NOT NULL,
	"is_correct" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quiz_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"quiz_id" integer NOT NULL,
	"mode" "exam_mode" NOT NULL,
	"status" "attempt_status" NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"question_count" integer NOT NULL,
	"correct_count" integer,
	"score" numeric(5, 2),
	"is_pass" boolean,
	"total_time_s" integer,
	CONSTRAINT "quiz_attempts_strict_has_deadline" CHECK ("quiz_attempts"."mode" = 'practice' or "quiz_attempts"."deadline" is not null),
	CONSTRAINT "quiz_attempts_practice_never_open" CHECK ("quiz_attempts"."mode" = 'strict' or "quiz_attempts"."status" <> 'open')
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_s" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id"),
	CONSTRAINT "lesson_progress_position_not_negative" CHECK ("lesson_progress"."position_s" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_one_open_unique" ON "quiz_attempts" USING btree ("user_id","quiz_id") WHERE "quiz_attempts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_quiz_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_open_deadline_idx" ON "quiz_attempts" USING btree ("deadline") WHERE "quiz_attempts"."status" = 'open';