-- btree_gist: the reservations' overlap index holds an integer beside a range (a trusted
-- extension: a database owner may create it; PGlite loads it in api/db/open-database.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"count" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "reservations_count_check" CHECK ("reservations"."count" >= 1),
	CONSTRAINT "reservations_period_check" CHECK ("reservations"."ends_at" > "reservations"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "units" integer;--> statement-breakpoint
-- Rental articles of a catalogue seeded before units existed: one each until the shop says more.
UPDATE "articles" SET "units" = 1 WHERE "type" = 'RENTAL';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_article_period_idx" ON "reservations" USING gist ("article_id",tstzrange("starts_at", "ends_at"));--> statement-breakpoint
CREATE INDEX "reservations_order_idx" ON "reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reservations_expires_idx" ON "reservations" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_units_check" CHECK (("articles"."type" = 'RENTAL') = ("articles"."units" is not null) and coalesce("articles"."units", 0) >= 0);