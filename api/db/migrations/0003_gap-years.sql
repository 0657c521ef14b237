CREATE TABLE "course_gap_years" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"days_per_week" integer NOT NULL,
	"rental_credit_cents" integer NOT NULL,
	"rental_discount_percent" integer NOT NULL,
	"rental_discount_years" integer NOT NULL,
	CONSTRAINT "course_gap_years_days_per_week" CHECK ("course_gap_years"."days_per_week" between 1 and 7),
	CONSTRAINT "course_gap_years_rental_credit" CHECK ("course_gap_years"."rental_credit_cents" >= 0),
	CONSTRAINT "course_gap_years_rental_discount_percent" CHECK ("course_gap_years"."rental_discount_percent" between 0 and 100),
	CONSTRAINT "course_gap_years_rental_discount_years" CHECK ("course_gap_years"."rental_discount_years" >= 0)
);
--> statement-breakpoint
ALTER TABLE "course_gap_years" ADD CONSTRAINT "course_gap_years_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A database seeded before this migration gets the facts of the two seeded gap-year courses (SPEC §9,
-- as api/seed/data/courses-tussenjaar.ts); on a fresh database there are no courses yet and the seeder adds them.
INSERT INTO "course_gap_years" ("course_id", "days_per_week", "rental_credit_cents", "rental_discount_percent", "rental_discount_years")
SELECT "id", 2, 60000, 25, 2 FROM "courses" WHERE "slug" = 'tussenjaar-orientatie'
UNION ALL
SELECT "id", 3, 75000, 25, 2 FROM "courses" WHERE "slug" = 'tussenjaar-creatief'
ON CONFLICT DO NOTHING;
