CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "cart_lines_count_check" CHECK ("cart_lines"."count" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"pickup_slot" smallint,
	"return_slot" smallint,
	"sales_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carts_pickup_slot_check" CHECK ("carts"."pickup_slot" between 0 and 3),
	CONSTRAINT "carts_return_slot_check" CHECK ("carts"."return_slot" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_article_unique" ON "cart_lines" USING btree ("cart_id","article_id");--> statement-breakpoint
CREATE INDEX "cart_lines_article_idx" ON "cart_lines" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_unique" ON "carts" USING btree ("session_id");