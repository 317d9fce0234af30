CREATE TABLE "follows" (
	"user_uid" text NOT NULL,
	"startup_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_uid_startup_id_pk" PRIMARY KEY("user_uid","startup_id")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"startup_id" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_startup_id_day_pk" PRIMARY KEY("startup_id","day")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"startup_id" text NOT NULL,
	"user_uid" text NOT NULL,
	"asked_by" text NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "update_unsubscribes" (
	"user_uid" text NOT NULL,
	"startup_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_unsubscribes_user_uid_startup_id_pk" PRIMARY KEY("user_uid","startup_id")
);
--> statement-breakpoint
CREATE TABLE "updates" (
	"id" text PRIMARY KEY NOT NULL,
	"startup_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "last_update_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_unsubscribes" ADD CONSTRAINT "update_unsubscribes_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_unsubscribes" ADD CONSTRAINT "update_unsubscribes_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "updates" ADD CONSTRAINT "updates_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_startup_id_idx" ON "follows" USING btree ("startup_id");--> statement-breakpoint
CREATE INDEX "questions_startup_id_idx" ON "questions" USING btree ("startup_id","asked_at");--> statement-breakpoint
CREATE INDEX "questions_user_uid_idx" ON "questions" USING btree ("user_uid","asked_at");--> statement-breakpoint
CREATE INDEX "updates_startup_id_idx" ON "updates" USING btree ("startup_id","created_at");