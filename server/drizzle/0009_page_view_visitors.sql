CREATE TABLE "page_view_visitors" (
	"startup_id" text NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_view_visitors_startup_id_day_visitor_pk" PRIMARY KEY("startup_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "page_view_visitors" ADD CONSTRAINT "page_view_visitors_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE no action ON UPDATE no action;