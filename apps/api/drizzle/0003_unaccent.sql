-- Searches ignore accents. unaccent() is only STABLE (its dictionary may change), so no index may
-- use it; this IMMUTABLE wrapper can. Every name in it is schema-qualified because PostgreSQL 17+
-- builds and analyses indexes with only pg_catalog on the search_path.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;--> statement-breakpoint
CREATE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
