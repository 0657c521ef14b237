-- The article lists in catalogue order, walked per primary category (category, brand and name in
-- code-point order; it also serves what the category index did), the name's terms alone for a
-- broad text search, and the name in lower case for the exact name (api/catalogue/search-pass.ts).
-- `include (type, stock_status)` is written here by hand (drizzle cannot declare it): a list's
-- count and filters read the index alone.
DROP INDEX "articles_category_idx";--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("category_id","brand" collate "C","name" collate "C","id") INCLUDE ("type","stock_status");--> statement-breakpoint
CREATE INDEX "articles_name_terms_idx" ON "articles" USING gin (to_tsvector('simple'::regconfig, "name_terms"));--> statement-breakpoint
CREATE INDEX "articles_name_lower_idx" ON "articles" USING btree (lower("name"));
