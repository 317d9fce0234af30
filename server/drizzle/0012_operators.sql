CREATE TABLE "operator_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"operator_uid" text,
	"action" text NOT NULL,
	"thing_kind" text NOT NULL,
	"thing_id" text NOT NULL,
	"thing_name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reporter_uid" text NOT NULL,
	"thing_kind" text NOT NULL,
	"thing_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "listing" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "operator_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_log" ADD CONSTRAINT "operator_log_operator_uid_users_uid_fk" FOREIGN KEY ("operator_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_uid_users_uid_fk" FOREIGN KEY ("reporter_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_log_at_idx" ON "operator_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_log_thing_idx" ON "operator_log" USING btree ("thing_id","at");--> statement-breakpoint
CREATE INDEX "operator_log_operator_idx" ON "operator_log" USING btree ("operator_uid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_idx" ON "reports" USING btree ("reporter_uid","thing_kind","thing_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_thing_idx" ON "reports" USING btree ("thing_kind","thing_id","status");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "startups_review_idx" ON "startups" USING btree ("submitted_at","id") WHERE "startups"."listing" = 'in_review';--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_listing_check" CHECK ("startups"."listing" in ('in_review', 'sent_back', 'live', 'taken_down'));--> statement-breakpoint
-- The record is append-only: no statement may change or remove an entry.
CREATE FUNCTION "operator_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the operators'' record is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "operator_log_no_change" BEFORE UPDATE OR DELETE ON "operator_log"
  FOR EACH ROW EXECUTE FUNCTION "operator_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_log_no_truncate" BEFORE TRUNCATE ON "operator_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_log_append_only"();
