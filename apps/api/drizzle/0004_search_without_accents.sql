DROP INDEX "disponibility_city_trgm_idx";--> statement-breakpoint
DROP INDEX "disponibility_district_trgm_idx";--> statement-breakpoint
DROP INDEX "solicitations_name_trgm_idx";--> statement-breakpoint
DROP INDEX "solicitations_description_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "disponibility_city_trgm_idx" ON "disponibility" USING gin (immutable_unaccent("city") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "disponibility_district_trgm_idx" ON "disponibility" USING gin (immutable_unaccent("district") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitations_name_trgm_idx" ON "solicitations" USING gin (immutable_unaccent("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitations_description_trgm_idx" ON "solicitations" USING gin (immutable_unaccent("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (immutable_unaccent("name") gin_trgm_ops);