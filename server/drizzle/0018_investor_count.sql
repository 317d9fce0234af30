ALTER TABLE "startups" ADD COLUMN "investor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each startup's distinct investors with a payment standing, as the payments say today.
UPDATE "startups" SET "investor_count" = "counted"."n"
FROM (
	SELECT "startup_id", count(DISTINCT "user_uid")::int AS "n" FROM "payments"
	WHERE "cancelled_at" IS NULL GROUP BY "startup_id"
) AS "counted"
WHERE "counted"."startup_id" = "startups"."id";
