CREATE TABLE "homepage_banner_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_banner_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"link_name" text NOT NULL,
	"link_target" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"canonical_name" text NOT NULL,
	"parent_id" integer,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"course_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "course_categories_course_id_category_id_pk" PRIMARY KEY("course_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"course_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "course_sections_course_id_section_id_pk" PRIMARY KEY("course_id","section_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"banner" text,
	"page_id" integer,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer,
	"course_id" integer,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"everywhere" boolean DEFAULT false NOT NULL,
	CONSTRAINT "faqs_at_most_one_owner" CHECK (num_nonnulls("faqs"."section_id", "faqs"."course_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "open_door_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"location" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text,
	"title" text NOT NULL,
	"template" text DEFAULT 'DEFAULT' NOT NULL,
	CONSTRAINT "pages_path_unique" UNIQUE("path"),
	CONSTRAINT "pages_template_check" CHECK ("pages"."template" in ('DEFAULT', 'CAMPAIGN', 'PAGEALTERNATEBLOCKS', 'MOVING'))
);
--> statement-breakpoint
CREATE TABLE "program_courses" (
	"program_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "program_courses_program_id_course_id_pk" PRIMARY KEY("program_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "program_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer,
	"course_id" integer,
	"position" integer NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"author_age" integer,
	CONSTRAINT "quotes_one_owner" CHECK (num_nonnulls("quotes"."section_id", "quotes"."course_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "run_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "run_dates_run_date_unique" UNIQUE("run_id","date")
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer,
	"start_date" date NOT NULL,
	"start_date_header_text" text,
	"remarks" text,
	"days_of_week_remark" text,
	"holidays_remark" text,
	"number_of_lessons" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"menu_name" text,
	"position" integer NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"page_id" integer,
	CONSTRAINT "sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "widgets_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "homepage_banner_links" ADD CONSTRAINT "homepage_banner_links_banner_item_id_homepage_banner_items_id_fk" FOREIGN KEY ("banner_item_id") REFERENCES "public"."homepage_banner_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_categories" ADD CONSTRAINT "course_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_courses" ADD CONSTRAINT "program_courses_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_courses" ADD CONSTRAINT "program_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_items" ADD CONSTRAINT "program_items_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_dates" ADD CONSTRAINT "run_dates_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homepage_banner_links_item_idx" ON "homepage_banner_links" USING btree ("banner_item_id");--> statement-breakpoint
CREATE INDEX "blocks_page_idx" ON "blocks" USING btree ("page_id","position");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "course_categories_category_idx" ON "course_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "course_sections_section_idx" ON "course_sections" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "faqs_section_idx" ON "faqs" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "faqs_course_idx" ON "faqs" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "program_courses_course_idx" ON "program_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "program_items_program_idx" ON "program_items" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "quotes_section_idx" ON "quotes" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "quotes_course_idx" ON "quotes" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "runs_course_idx" ON "runs" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "runs_start_date_idx" ON "runs" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");