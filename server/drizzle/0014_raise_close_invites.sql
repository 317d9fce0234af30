CREATE TABLE "outcome_deliveries" (
	"startup_id" text NOT NULL,
	"user_uid" text NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "outcome_deliveries_startup_id_user_uid_pk" PRIMARY KEY("startup_id","user_uid")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "raise_kind" text DEFAULT 'keep' NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "invite_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "outcome_deliveries" ADD CONSTRAINT "outcome_deliveries_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outcome_deliveries" ADD CONSTRAINT "outcome_deliveries_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startups_undecided_idx" ON "startups" USING btree ("closes_on") WHERE "startups"."closes_on" is not null and "startups"."decided_at" is null;