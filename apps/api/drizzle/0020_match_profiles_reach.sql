-- Each request's municipalities read only the pilots whose radius reaches them: the effective radius
-- (50 km without a number, at most 300) is a column the index compares, not a filter on every row.
DROP INDEX "match_profiles_municipality_idx";--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "reach_km" double precision GENERATED ALWAYS AS (least(coalesce(coverage_km, 50), 300)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "match_profiles_reach_idx" ON "match_profiles" USING btree ("municipality_code","reach_km","user_id","days","capabilities","certificate_expires_at","invitations","answered","missions");