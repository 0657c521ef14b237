-- pg_trgm: trigram similarity for typos and model numbers in the catalogue search (a trusted
-- extension: a database owner may create it; PGlite loads it in api/db/open-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "article_accessories" (
	"article_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "article_accessories_article_id_accessory_id_pk" PRIMARY KEY("article_id","accessory_id"),
	CONSTRAINT "article_accessories_not_itself" CHECK ("article_accessories"."article_id" <> "article_accessories"."accessory_id")
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "article_categories_type_check" CHECK ("article_categories"."type" in ('RENTAL', 'SALE', 'OCCASION'))
);
--> statement-breakpoint
CREATE TABLE "article_category_links" (
	"article_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "article_category_links_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"sam_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"stock_status" text NOT NULL,
	"deposit_cents" integer,
	"category_id" integer NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch'::regconfig, "name"), 'A') || setweight(to_tsvector('dutch'::regconfig, "brand"), 'B') || setweight(to_tsvector('dutch'::regconfig, "description"), 'C') || setweight(to_tsvector('dutch'::regconfig, "keywords"), 'B')) STORED NOT NULL,
	CONSTRAINT "articles_sam_id_unique" UNIQUE("sam_id"),
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_type_check" CHECK ("articles"."type" in ('RENTAL', 'SALE', 'OCCASION')),
	CONSTRAINT "articles_stock_status_check" CHECK ("articles"."stock_status" in ('in_stock', 'ext_stock', 'out_of_stock', 'unknown')),
	CONSTRAINT "articles_price_check" CHECK ("articles"."price_cents" >= 0),
	CONSTRAINT "articles_special_price_check" CHECK ("articles"."special_price_cents" is null or "articles"."special_price_cents" between 0 and "articles"."price_cents"),
	CONSTRAINT "articles_deposit_check" CHECK ("articles"."deposit_cents" is null or ("articles"."deposit_cents" >= 0 and "articles"."type" = 'RENTAL'))
);
--> statement-breakpoint
CREATE TABLE "sale_articles" (
	"sale_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "sale_articles_sale_id_article_id_pk" PRIMARY KEY("sale_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"ends_on" date,
	CONSTRAINT "sales_slug_unique" UNIQUE("slug"),
	CONSTRAINT "sales_type_check" CHECK ("sales"."type" in ('RENTAL', 'SALE', 'OCCASION'))
);
--> statement-breakpoint
ALTER TABLE "article_accessories" ADD CONSTRAINT "article_accessories_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_accessories" ADD CONSTRAINT "article_accessories_accessory_id_articles_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_categories" ADD CONSTRAINT "article_categories_parent_id_article_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_articles" ADD CONSTRAINT "sale_articles_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_articles" ADD CONSTRAINT "sale_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_categories_sibling_slug_unique" ON "article_categories" USING btree ("type",coalesce("parent_id", 0),"slug");--> statement-breakpoint
CREATE INDEX "article_categories_parent_idx" ON "article_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "article_category_links_category_idx" ON "article_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "articles_name_trgm_idx" ON "articles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_brand_trgm_idx" ON "articles" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_sam_id_trgm_idx" ON "articles" USING gin ("sam_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_articles_article_idx" ON "sale_articles" USING btree ("article_id");