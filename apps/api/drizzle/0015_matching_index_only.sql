DROP INDEX "match_profiles_municipality_idx";
--> statement-breakpoint
CREATE INDEX "disponibility_unresolved_city_idx" ON "disponibility" USING btree (lower(immutable_unaccent("city"))) WHERE "disponibility"."municipality_code" is null;
--> statement-breakpoint
-- As 0014, with `days` cut to the 200 characters the API accepts: a row written around the API
-- with a longer text still fits in a row of the covering index made below.
CREATE OR REPLACE FUNCTION refresh_match_profile(pilot uuid) RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM match_profiles WHERE user_id = pilot;
  INSERT INTO match_profiles AS p (user_id, municipality_code, days, coverage_km, capabilities,
                                   certificate_expires_at, invitations, missions)
  SELECT d.user_id, d.municipality_code, left(d.days, 200), a.coverage_km,
    coalesce((SELECT array_agg(DISTINCT c ORDER BY c)
              FROM equipment e CROSS JOIN unnest(e.capabilities) c
              WHERE e.user_id = pilot), '{}'),
    (SELECT max(f.expires_at) FROM additional_data_certificates f
     WHERE f.additional_data_id = a.id AND f.status = 'verified'),
    (SELECT count(*) FROM contacted_drivers k WHERE k.user_id = pilot),
    (SELECT count(*) FROM contacted_drivers k JOIN solicitations s ON s.id = k.solicitation_id
     WHERE k.user_id = pilot AND s.is_finished)
  FROM disponibility d
  JOIN users u ON u.id = d.user_id
  LEFT JOIN additional_data a ON a.user_id = d.user_id
  WHERE d.user_id = pilot AND u.role = 'DRIVER' AND u.erased_at IS NULL
  ON CONFLICT (user_id) DO UPDATE SET municipality_code = excluded.municipality_code,
    days = excluded.days, coverage_km = excluded.coverage_km, capabilities = excluded.capabilities,
    certificate_expires_at = excluded.certificate_expires_at,
    invitations = excluded.invitations, missions = excluded.missions;
$$;
--> statement-breakpoint
UPDATE match_profiles SET days = left(days, 200) WHERE length(days) > 200;
--> statement-breakpoint
CREATE INDEX "match_profiles_municipality_idx" ON "match_profiles" USING btree ("municipality_code","coverage_km","user_id","days","capabilities","certificate_expires_at","invitations","missions");
