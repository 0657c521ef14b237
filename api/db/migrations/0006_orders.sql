CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer NOT NULL,
	"sam_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"btw_cents" integer NOT NULL,
	"deposit_cents" integer,
	CONSTRAINT "order_lines_count_check" CHECK ("order_lines"."count" >= 1),
	CONSTRAINT "order_lines_type_check" CHECK ("order_lines"."type" in ('RENTAL', 'SALE', 'OCCASION'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"session_id" text,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"delivery" text NOT NULL,
	"delivery_address" jsonb,
	"sam_entity" jsonb NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"pickup_slot" smallint,
	"return_slot" smallint,
	"pickup_slot_description" text,
	"return_slot_description" text,
	"sales_shipping" boolean NOT NULL,
	"rental_days" integer NOT NULL,
	"rental_excl_btw_cents" integer NOT NULL,
	"rental_btw_cents" integer NOT NULL,
	"sales_excl_btw_cents" integer NOT NULL,
	"sales_btw_cents" integer NOT NULL,
	"borg_cents" integer NOT NULL,
	"reg_cents" integer NOT NULL,
	"reg_btw_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"transport_cents" integer NOT NULL,
	"transport_btw_cents" integer NOT NULL,
	"total_excl_btw_cents" integer NOT NULL,
	"total_btw_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('quote', 'awaiting_payment', 'paid', 'cancelled')),
	CONSTRAINT "orders_delivery_check" CHECK ("orders"."delivery" in ('pickup', 'billing', 'address')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"pay_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('order', 'invoice', 'project')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'paid', 'cancelled', 'failed', 'expired')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_payments" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_provider_payments_status_check" CHECK ("test_provider_payments"."status" in ('paid', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position_unique" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_article_idx" ON "order_lines" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_handle_unique" ON "payments" USING btree ("handle");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_unique" ON "payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");