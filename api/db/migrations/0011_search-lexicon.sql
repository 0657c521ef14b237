-- The catalogue search's own words (api/catalogue/search-text.ts, lexicon.ts): the articles' terms
-- columns and their vector, the lexicon with its typo keys, and the searches that found nothing.
-- Existing articles get their terms when the api starts (lexicon.ts `refreshSearchIndex`).
CREATE TABLE "search_lexicon" (
	"term" text collate "C" PRIMARY KEY NOT NULL,
	"df" integer NOT NULL,
	"surface" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon_keys" (
	"key" text collate "C" NOT NULL,
	"term" text collate "C" NOT NULL,
	CONSTRAINT "search_lexicon_keys_key_term_pk" PRIMARY KEY("key","term")
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "name_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "tag_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "terms_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "name_terms"), 'A') || setweight(to_tsvector('simple'::regconfig, "tag_terms"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_lexicon_keys" ADD CONSTRAINT "search_lexicon_keys_term_search_lexicon_term_fk" FOREIGN KEY ("term") REFERENCES "public"."search_lexicon"("term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_lexicon_surface_trgm_idx" ON "search_lexicon" USING gin ("term" gin_trgm_ops) WHERE "search_lexicon"."surface";--> statement-breakpoint
CREATE INDEX "articles_terms_idx" ON "articles" USING gin ("terms_vector");