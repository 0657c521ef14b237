ALTER TABLE "orders" ADD COLUMN "hold_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_renewed_on" date;