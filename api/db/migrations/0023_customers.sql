CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"trusted" boolean DEFAULT false NOT NULL,
	"is_business" boolean DEFAULT false NOT NULL,
	"hold_limit_cents" bigint,
	"merged_into" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customers_discount_check" CHECK ("customers"."discount_percent" between 0 and 100),
	CONSTRAINT "customers_hold_limit_check" CHECK ("customers"."hold_limit_cents" is null or "customers"."is_business")
);--> statement-breakpoint
-- A phone number as the desk searches it: digits only, a Dutch 0 as 31 and a leading 00 dropped,
-- so "06 12 34 56 78", "+31612345678" and "0031 6 1234 5678" are one number (31612345678).
CREATE FUNCTION "phone_key"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN d LIKE '00%' THEN substr(d, 3)
		WHEN d LIKE '0%' THEN '31' || substr(d, 2)
		ELSE d
	END
	FROM (SELECT regexp_replace(coalesce($1, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_discount_check";--> statement-breakpoint
ALTER TABLE "desk_audit" DROP CONSTRAINT "desk_audit_action_check";--> statement-breakpoint
ALTER TABLE "desk_audit" ADD COLUMN "customer_id" integer;--> statement-breakpoint
-- Every account becomes a record, with the terms it had (the record owns them from now on).
INSERT INTO "customers" ("user_id", "email", "first_name", "last_name", "discount_percent", "trusted", "created_at", "updated_at")
SELECT "id", lower(trim("email")), "first_name", "last_name", "discount_percent", "trusted", "created_at", "created_at"
FROM "users" ORDER BY "id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_id" integer;--> statement-breakpoint
UPDATE "orders" o SET "customer_id" = c."id" FROM "customers" c WHERE o."user_id" IS NOT NULL AND c."user_id" = o."user_id";--> statement-breakpoint
-- Every e-mail address that ordered as a guest (and is no account's): one record, named as its
-- latest order, since its first.
INSERT INTO "customers" ("email", "first_name", "last_name", "company_name", "phone", "created_at", "updated_at")
SELECT DISTINCT ON (lower(trim(o."email"))) lower(trim(o."email")),
	coalesce(o."billing_address"->>'first_name', ''), coalesce(o."billing_address"->>'last_name', ''),
	coalesce(o."sam_entity"->>'company_name', ''), o."phone",
	min(o."created_at") OVER (PARTITION BY lower(trim(o."email"))), o."created_at"
FROM "orders" o
WHERE o."customer_id" IS NULL
	AND NOT EXISTS (SELECT 1 FROM "customers" c WHERE c."email" = lower(trim(o."email")))
ORDER BY lower(trim(o."email")), o."created_at" DESC;--> statement-breakpoint
UPDATE "orders" o SET "customer_id" = c."id" FROM "customers" c WHERE o."customer_id" IS NULL AND c."email" = lower(trim(o."email"));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
-- An account's record without a phone or company takes them from its latest order.
UPDATE "customers" c SET "phone" = o."phone", "company_name" = coalesce(o."sam_entity"->>'company_name', '')
FROM (SELECT DISTINCT ON ("customer_id") "customer_id", "phone", "sam_entity" FROM "orders" ORDER BY "customer_id", "created_at" DESC) o
WHERE o."customer_id" = c."id" AND c."phone" = '';--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_user_unique" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email") WHERE "customers"."merged_into" is null;--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree ("last_name","first_name");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_audit_customer_idx" ON "desk_audit" USING btree ("customer_id","id") WHERE "desk_audit"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_action_check" CHECK ("desk_audit"."action" in ('sign_in', 'totp_setup', 'recovery_code_used', 'recovery_codes_new', 'order_confirm', 'order_cancel', 'order_mail_resend', 'order_note', 'refund', 'unit_add', 'unit_status', 'order_pickup', 'order_return', 'customer_add', 'customer_change', 'customer_merge'));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "discount_percent";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "trusted";--> statement-breakpoint
-- A new account is a record at once (or becomes the record its address already had as a guest).
CREATE FUNCTION "users_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "customers" ("user_id", "email", "first_name", "last_name", "created_at", "updated_at")
		VALUES (NEW."id", lower(trim(NEW."email")), NEW."first_name", NEW."last_name", NEW."created_at", NEW."created_at")
		ON CONFLICT ("email") WHERE "merged_into" IS NULL DO UPDATE
			SET "user_id" = EXCLUDED."user_id", "version" = "customers"."version" + 1
			WHERE "customers"."user_id" IS NULL;
	ELSIF NEW."email" IS DISTINCT FROM OLD."email" THEN
		UPDATE "customers" SET "email" = lower(trim(NEW."email")), "version" = "version" + 1
		WHERE "user_id" = NEW."id" AND NOT EXISTS (
			SELECT 1 FROM "customers" o WHERE o."email" = lower(trim(NEW."email")) AND o."merged_into" IS NULL AND o."user_id" IS DISTINCT FROM NEW."id"
		);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_customer" AFTER INSERT OR UPDATE OF "email" ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_customer"();--> statement-breakpoint
-- A placed order belongs to a record: the account's, else its address's (following a merge), else
-- a new one. Two first orders of one address at once: the unique index makes them share one.
CREATE FUNCTION "orders_customer"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cid integer;
	wanted_email text := lower(trim(NEW."email"));
BEGIN
	IF NEW."customer_id" IS NOT NULL THEN RETURN NEW; END IF;
	IF NEW."user_id" IS NOT NULL THEN
		SELECT "id" INTO cid FROM "customers" WHERE "user_id" = NEW."user_id";
	END IF;
	IF cid IS NULL THEN
		SELECT coalesce("merged_into", "id") INTO cid FROM "customers" WHERE "email" = wanted_email
		ORDER BY ("merged_into" IS NULL) DESC, "id" LIMIT 1;
	END IF;
	IF cid IS NULL THEN
		INSERT INTO "customers" ("email", "first_name", "last_name", "company_name", "phone", "created_at", "updated_at")
		VALUES (wanted_email, coalesce(NEW."billing_address"->>'first_name', ''), coalesce(NEW."billing_address"->>'last_name', ''),
			coalesce(NEW."sam_entity"->>'company_name', ''), NEW."phone", NEW."created_at", NEW."created_at")
		ON CONFLICT ("email") WHERE "merged_into" IS NULL DO UPDATE SET "updated_at" = EXCLUDED."updated_at"
		RETURNING "id" INTO cid;
	ELSE
		UPDATE "customers" SET "phone" = NEW."phone", "version" = "version" + 1, "updated_at" = NEW."created_at"
		WHERE "id" = cid AND "phone" = '' AND NEW."phone" <> '';
	END IF;
	NEW."customer_id" := cid;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_customer" BEFORE INSERT ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "orders_customer"();
