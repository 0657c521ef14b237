CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_topic_check" CHECK ("contact_messages"."topic" in ('algemeen', 'verhuur', 'verkoop', 'educatie', 'duplicatie'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"object_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('blocks', 'widgets'))
);
--> statement-breakpoint
CREATE TABLE "duplication_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"price_cents" integer NOT NULL,
	"turnaround" text NOT NULL,
	CONSTRAINT "duplication_services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "duplication_services_price_check" CHECK ("duplication_services"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
CREATE INDEX "content_revisions_object_idx" ON "content_revisions" USING btree ("kind","object_id","id");