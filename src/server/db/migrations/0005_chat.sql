CREATE TYPE "public"."chat_presence" AS ENUM('online', 'offline');--> statement-breakpoint
CREATE TYPE "public"."chat_sender" AS ENUM('user', 'admin', 'system');--> statement-breakpoint
CREATE TYPE "public"."chat_session_status" AS ENUM('active', 'closed');--> statement-breakpoint
CREATE TABLE "chat_admin_presence" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"sender" "chat_sender" NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_text_length" CHECK (char_length("chat_messages"."text") between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_id" text,
	"user_id" uuid,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" "chat_session_status" DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"admin_read_up_to" bigint DEFAULT 0 NOT NULL,
	"admin_unread_count" integer DEFAULT 0 NOT NULL,
	"contact_read_up_to" bigint DEFAULT 0 NOT NULL,
	"contact_presence" "chat_presence" DEFAULT 'offline' NOT NULL,
	"contact_seen_at" timestamp with time zone,
	"away_notified_at" timestamp with time zone,
	"send_allowance" double precision DEFAULT 5 NOT NULL,
	"send_allowance_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_one_contact" CHECK (("chat_sessions"."visitor_id" is null) <> ("chat_sessions"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_admin_presence" ADD CONSTRAINT "chat_admin_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_id_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_active_visitor_unique" ON "chat_sessions" USING btree ("visitor_id") WHERE "chat_sessions"."status" = 'active' and "chat_sessions"."visitor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_active_user_unique" ON "chat_sessions" USING btree ("user_id") WHERE "chat_sessions"."status" = 'active' and "chat_sessions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_idx" ON "chat_sessions" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_user_idx" ON "chat_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_sessions_status_activity_idx" ON "chat_sessions" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_sessions_admin_unread_idx" ON "chat_sessions" USING btree ("last_message_at") WHERE "chat_sessions"."admin_unread_count" > 0;