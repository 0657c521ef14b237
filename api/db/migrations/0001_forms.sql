CREATE TABLE "course_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"house_number" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"experience" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"payer" text NOT NULL,
	"payer_details" text DEFAULT '' NOT NULL,
	"payment" text NOT NULL,
	"payment_terms" text,
	"iban" text,
	"open_door_day" boolean DEFAULT false NOT NULL,
	"accept" boolean NOT NULL,
	"apply_for_stap" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"surcharge_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_registrations_payer_check" CHECK ("course_registrations"."payer" in ('S', 'O', 'STAP')),
	CONSTRAINT "course_registrations_payment_check" CHECK ("course_registrations"."payment" in ('T', 'I', 'V', 'STAP')),
	CONSTRAINT "course_registrations_terms_check" CHECK (("course_registrations"."payment" = 'I') = ("course_registrations"."payment_terms" is not null) and ("course_registrations"."payment_terms" is null or "course_registrations"."payment_terms" in ('ON', 'TH', 'SI'))),
	CONSTRAINT "course_registrations_stap_check" CHECK ("course_registrations"."apply_for_stap" = ("course_registrations"."payment" = 'STAP') and "course_registrations"."apply_for_stap" = ("course_registrations"."payer" = 'STAP')),
	CONSTRAINT "course_registrations_total_check" CHECK ("course_registrations"."total_cents" = "course_registrations"."price_cents" + "course_registrations"."surcharge_cents")
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_list_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "mailing_list_subscribers_lowercase" CHECK ("mailing_list_subscribers"."email" = lower("mailing_list_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "open_day_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"open_door_day_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"persons" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_day_registrations_persons_check" CHECK ("open_day_registrations"."persons" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "start_time" time;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "end_time" time;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_day_registrations" ADD CONSTRAINT "open_day_registrations_open_door_day_id_open_door_days_id_fk" FOREIGN KEY ("open_door_day_id") REFERENCES "public"."open_door_days"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_registrations_run_idx" ON "course_registrations" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "course_registrations_course_idx" ON "course_registrations" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "open_day_registrations_day_idx" ON "open_day_registrations" USING btree ("open_door_day_id");