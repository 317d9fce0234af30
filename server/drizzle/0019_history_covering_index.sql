-- An investor's history reads every payment they made along payments_user_uid_idx: with the
-- payment's own columns in the index (INCLUDE), PostgreSQL answers them from the index alone
-- (an index-only scan), without a visit to the table for each payment. Drizzle's schema cannot
-- say INCLUDE: the index keeps its name and key there (schema.ts), its columns are here.
DROP INDEX IF EXISTS "payments_user_uid_idx";--> statement-breakpoint
CREATE INDEX "payments_user_uid_idx" ON "payments" USING btree ("user_uid","created_at") INCLUDE ("id","amount","startup_id","cancelled_at","refunded_at","refund_ref");
