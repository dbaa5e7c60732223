CREATE TABLE "municipalities" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uf" char(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"capital" boolean NOT NULL,
	"search_key" text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "municipalities_search_key_trgm_idx" ON "municipalities" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "municipalities_search_key_prefix_idx" ON "municipalities" USING btree ("search_key" text_pattern_ops);