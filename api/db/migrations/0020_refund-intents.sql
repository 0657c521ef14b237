ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "provider_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "key" text;--> statement-breakpoint
-- Refunds made before intents had a fresh key per call: each keeps one of its own.
UPDATE "refunds" SET "key" = 'refund-' || "id" || '-before-intents';--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_unique" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_next_check_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider_id_check" CHECK ("refunds"."status" = 'failed' or ("refunds"."status" = 'requested') = ("refunds"."provider_refund_id" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('requested', 'pending', 'refunded', 'failed'));