ALTER TABLE "startups" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE UNIQUE INDEX "startups_slug_key" ON "startups" USING btree ("slug");