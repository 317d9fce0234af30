CREATE TABLE "update_deliveries" (
	"update_id" text NOT NULL,
	"user_uid" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_deliveries_update_id_user_uid_pk" PRIMARY KEY("update_id","user_uid")
);
--> statement-breakpoint
ALTER TABLE "update_deliveries" ADD CONSTRAINT "update_deliveries_update_id_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_deliveries" ADD CONSTRAINT "update_deliveries_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE no action ON UPDATE no action;