-- A free-text city to the IBGE municipality it names, when exactly one does (docs/design.md §8):
-- 'Petrópolis', 'petropolis', 'Petrópolis - RJ', 'Petrópolis/RJ', 'Petrópolis (rj)'. Accents, case
-- and spaces are ignored; a trailing UF after '-', '–', '/', ',' or in parentheses narrows the
-- match. Null when no municipality or more than one matches. The disponibility routes call it
-- on every write, so this is the one place the rule lives.
CREATE FUNCTION resolve_municipality(city text) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH spelled AS (
    SELECT lower(immutable_unaccent(regexp_replace(btrim(city), '\s+', ' ', 'g'))) AS whole
  ), parts AS (
    SELECT whole,
      btrim(substring(whole FROM '^(.*[^-–/,( ])\s*(?:[-–/,]|\()\s*[a-z]{2}\)?$')) AS name,
      upper(substring(whole FROM '([a-z]{2})\)?$')) AS uf
    FROM spelled
  ), found AS (
    SELECT m.code FROM municipalities m, parts p
    WHERE m.search_key = p.whole OR (m.search_key = p.name AND m.uf = p.uf)
    LIMIT 2
  )
  SELECT CASE WHEN count(*) = 1 THEN min(code) END FROM found
$$;
--> statement-breakpoint
UPDATE disponibility SET municipality_code = resolve_municipality(city);
