CREATE TABLE "rental_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"asset_tag" text NOT NULL,
	"serial" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'in_service' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "rental_units_status_check" CHECK ("rental_units"."status" in ('in_service', 'in_repair', 'retired')),
	CONSTRAINT "rental_units_tag_check" CHECK ("rental_units"."asset_tag" = upper("rental_units"."asset_tag") and length("rental_units"."asset_tag") between 1 and 40),
	CONSTRAINT "rental_units_retired_check" CHECK (("rental_units"."status" = 'retired') = ("rental_units"."retired_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "unit_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"picked_up_at" timestamp with time zone NOT NULL,
	"picked_up_by" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_by" integer,
	"condition" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "unit_assignments_condition_check" CHECK ("unit_assignments"."condition" in ('ok', 'damaged')),
	CONSTRAINT "unit_assignments_returned_check" CHECK (("unit_assignments"."returned_at" is null) = ("unit_assignments"."condition" is null) and ("unit_assignments"."returned_at" is null) = ("unit_assignments"."returned_by" is null))
);
--> statement-breakpoint
CREATE TABLE "unit_repairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
ALTER TABLE "desk_audit" DROP CONSTRAINT "desk_audit_action_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "until_return" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_picked_up_by_users_id_fk" FOREIGN KEY ("picked_up_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_assignments" ADD CONSTRAINT "unit_assignments_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_repairs" ADD CONSTRAINT "unit_repairs_unit_id_rental_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rental_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_repairs" ADD CONSTRAINT "unit_repairs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_units_asset_tag_unique" ON "rental_units" USING btree ("asset_tag");--> statement-breakpoint
CREATE INDEX "rental_units_article_idx" ON "rental_units" USING btree ("article_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_assignments_one_open_unique" ON "unit_assignments" USING btree ("unit_id") WHERE "unit_assignments"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "unit_assignments_unit_idx" ON "unit_assignments" USING btree ("unit_id","picked_up_at");--> statement-breakpoint
CREATE INDEX "unit_assignments_order_idx" ON "unit_assignments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_repairs_one_open_unique" ON "unit_repairs" USING btree ("unit_id") WHERE "unit_repairs"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "unit_repairs_unit_idx" ON "unit_repairs" USING btree ("unit_id","started_at");--> statement-breakpoint
CREATE INDEX "reservations_until_return_idx" ON "reservations" USING btree ("article_id","ends_at") WHERE "reservations"."until_return";--> statement-breakpoint
ALTER TABLE "desk_audit" ADD CONSTRAINT "desk_audit_action_check" CHECK ("desk_audit"."action" in ('sign_in', 'totp_setup', 'recovery_code_used', 'order_confirm', 'order_cancel', 'order_mail_resend', 'order_note', 'refund', 'unit_add', 'unit_status', 'order_pickup', 'order_return'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('quote', 'awaiting_payment', 'paid', 'picked_up', 'returned', 'cancelled'));--> statement-breakpoint
-- One unit row per unit of stock each rental article has today, asset tags SL-<article id>-<nn>
-- (nn from 01): what the shop has counted so far becomes things staff can hand out and retire.
INSERT INTO "rental_units" ("article_id", "asset_tag", "created_at")
SELECT a."id", 'SL-' || a."id" || '-' || lpad(n::text, 2, '0'), now()
FROM "articles" a CROSS JOIN LATERAL generate_series(1, a."units") AS n
WHERE a."type" = 'RENTAL' AND a."units" > 0
ORDER BY a."id", n;--> statement-breakpoint
-- articles.units is from now on the count of the article's units in service, kept by the
-- database whenever a unit is added, removed, moved or changes status: availability reads it,
-- nobody writes it by hand.
CREATE FUNCTION "rental_units_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		UPDATE "articles" SET "units" = (
			SELECT count(*) FROM "rental_units" u WHERE u."article_id" = OLD."article_id" AND u."status" = 'in_service'
		) WHERE "id" = OLD."article_id" AND "type" = 'RENTAL';
	END IF;
	IF TG_OP <> 'DELETE' THEN
		UPDATE "articles" SET "units" = (
			SELECT count(*) FROM "rental_units" u WHERE u."article_id" = NEW."article_id" AND u."status" = 'in_service'
		) WHERE "id" = NEW."article_id" AND "type" = 'RENTAL';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "rental_units_count" AFTER INSERT OR DELETE OR UPDATE OF "status", "article_id" ON "rental_units"
	FOR EACH ROW EXECUTE FUNCTION "rental_units_recount"();
