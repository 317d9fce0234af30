ALTER TABLE "otps" ADD COLUMN "stocks" double precision;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "funds_required" bigint;