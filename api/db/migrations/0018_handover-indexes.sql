CREATE INDEX "unit_assignments_open_due_idx" ON "unit_assignments" USING btree ("due_at") WHERE "unit_assignments"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "orders_start_date_idx" ON "orders" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "orders_end_date_idx" ON "orders" USING btree ("end_date");