DROP INDEX "course_registrations_run_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "course_registrations_run_email_unique" ON "course_registrations" USING btree ("run_id",lower("email"));