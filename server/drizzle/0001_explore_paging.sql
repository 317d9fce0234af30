-- Trigram indexes for the explore search (PostgreSQL's contrib; PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "startups" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "startups_funded_idx" ON "startups" USING btree ("funds_received" desc,"id" collate "C" desc);--> statement-breakpoint
CREATE INDEX "startups_founded_idx" ON "startups" USING btree ("founded" desc,"id" collate "C" desc);--> statement-breakpoint
CREATE INDEX "startups_goal_idx" ON "startups" USING btree ((("funds_required" - "funds_received")::float8 / greatest("funds_required", 1)),"id" collate "C");--> statement-breakpoint
CREATE INDEX "startups_name_idx" ON "startups" USING btree ("name_key" collate "C","id" collate "C");--> statement-breakpoint
CREATE INDEX "startups_search_idx" ON "startups" USING gin ("search_text" gin_trgm_ops);