ALTER TABLE "orders" ADD COLUMN "client_wide_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "desk_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Open orders placed before: their address lowercased (the tags and Gmail's dots only count from now).
UPDATE "orders" SET "holder_email" = lower("email") WHERE "status" in ('quote', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "orders_open_holder_email_idx" ON "orders" USING btree ("holder_email") WHERE "orders"."status" in ('quote', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "orders_open_client_wide_idx" ON "orders" USING btree ("client_wide_key") WHERE "orders"."status" in ('quote', 'awaiting_payment');