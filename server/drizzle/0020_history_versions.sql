CREATE SEQUENCE "public"."history_version_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE UNLOGGED TABLE "history_changes" (
	"txid" bigint NOT NULL,
	"uids" text[] NOT NULL,
	"everyone" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_epoch" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT nextval('history_version_numbers') NOT NULL,
	CONSTRAINT "history_epoch_one_row" CHECK ("history_epoch"."only")
);
--> statement-breakpoint
CREATE TABLE "history_versions" (
	"uid" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT nextval('history_version_numbers') NOT NULL
);
--> statement-breakpoint
CREATE INDEX "history_changes_txid_idx" ON "history_changes" USING btree ("txid");--> statement-breakpoint
INSERT INTO "history_epoch" DEFAULT VALUES;--> statement-breakpoint
-- At the commit of a transaction that changed histories: their new versions, in one statement
-- whose rows are locked in the users' order (every transaction takes them in that order, and
-- holds them only while it commits: none waits on another in a circle). The first such trigger
-- of a transaction does it; the others find nothing left.
CREATE FUNCTION "history_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  moved boolean;
BEGIN
  WITH "gone" AS (
    DELETE FROM "history_changes" WHERE "txid" = txid_current() RETURNING "uids", "everyone"
  )
  SELECT
    (SELECT array_agg(DISTINCT "uid" ORDER BY "uid") FROM "gone", unnest("gone"."uids") AS "uid" WHERE "uid" IS NOT NULL),
    coalesce((SELECT bool_or("everyone") FROM "gone"), false)
  INTO changed, moved;
  IF changed IS NOT NULL THEN
    INSERT INTO "history_versions" ("uid") SELECT unnest(changed)
      ON CONFLICT ("uid") DO UPDATE SET "version" = nextval('history_version_numbers');
  END IF;
  IF moved THEN
    UPDATE "history_epoch" SET "version" = nextval('history_version_numbers');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "history_commit" AFTER INSERT ON "history_changes"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "history_commit"();--> statement-breakpoint
-- Payments made or removed: their investors' histories and their founders' (once a statement, a
-- COPY of many included).
CREATE FUNCTION "history_payments_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_changes" ("txid", "uids")
  SELECT txid_current(), array_agg("uid") FROM (
    SELECT "user_uid" AS "uid" FROM "touched"
    UNION SELECT "startups"."owner_uid" FROM "touched" JOIN "startups" ON "startups"."id" = "touched"."startup_id"
  ) AS "whose"
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_payments_added" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "touched"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_payments_touched"();--> statement-breakpoint
CREATE TRIGGER "history_payments_removed" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "touched"
  FOR EACH STATEMENT EXECUTE FUNCTION "history_payments_touched"();--> statement-breakpoint
-- A payment changed in what a history shows (cancelled, refunded): the same two histories. Its
-- reminder (reminded_at) shows in none.
CREATE FUNCTION "history_payment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_changes" ("txid", "uids")
  VALUES (txid_current(), ARRAY[OLD."user_uid", NEW."user_uid"]
    || ARRAY(SELECT "owner_uid" FROM "startups" WHERE "id" IN (OLD."startup_id", NEW."startup_id")));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_payment_changed" AFTER UPDATE OF "amount", "created_at", "cancelled_at", "refunded_at", "refund_ref", "user_uid", "startup_id" ON "payments"
  FOR EACH ROW
  WHEN ((OLD."amount", OLD."created_at", OLD."cancelled_at", OLD."refunded_at", OLD."refund_ref", OLD."user_uid", OLD."startup_id")
    IS DISTINCT FROM (NEW."amount", NEW."created_at", NEW."cancelled_at", NEW."refunded_at", NEW."refund_ref", NEW."user_uid", NEW."startup_id"))
  EXECUTE FUNCTION "history_payment_changed"();--> statement-breakpoint
-- A role chosen or an operator made: which payments the user's history holds.
CREATE FUNCTION "history_role_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_changes" ("txid", "uids") VALUES (txid_current(), ARRAY[NEW."uid"]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_role_changed" AFTER UPDATE OF "role", "operator_since" ON "users"
  FOR EACH ROW
  WHEN ((OLD."role", OLD."operator_since") IS DISTINCT FROM (NEW."role", NEW."operator_since"))
  EXECUTE FUNCTION "history_role_changed"();--> statement-breakpoint
-- What every history may show of a startup or of an investor: the epoch.
CREATE FUNCTION "history_everyone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "history_changes" ("txid", "uids", "everyone") VALUES (txid_current(), '{}', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "history_startup_shown" AFTER UPDATE OF "name", "slogan", "logo_file_id", "logo_widths", "funds_required", "stocks", "listing", "review_note", "outcome", "owner_uid" ON "startups"
  FOR EACH ROW
  WHEN ((OLD."name", OLD."slogan", OLD."logo_file_id", OLD."logo_widths", OLD."funds_required", OLD."stocks", OLD."listing", OLD."review_note", OLD."outcome", OLD."owner_uid")
    IS DISTINCT FROM (NEW."name", NEW."slogan", NEW."logo_file_id", NEW."logo_widths", NEW."funds_required", NEW."stocks", NEW."listing", NEW."review_note", NEW."outcome", NEW."owner_uid"))
  EXECUTE FUNCTION "history_everyone_changed"();--> statement-breakpoint
CREATE TRIGGER "history_investor_shown" AFTER UPDATE OF "name", "email", "photo_url" ON "users"
  FOR EACH ROW
  WHEN ((OLD."name", OLD."email", OLD."photo_url") IS DISTINCT FROM (NEW."name", NEW."email", NEW."photo_url"))
  EXECUTE FUNCTION "history_everyone_changed"();
