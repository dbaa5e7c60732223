CREATE TABLE "match_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"municipality_code" integer,
	"days" text NOT NULL,
	"coverage_km" double precision,
	"capabilities" "capability"[] NOT NULL,
	"certificate_expires_at" date,
	"invitations" integer NOT NULL,
	"missions" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_profiles" ADD CONSTRAINT "match_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_profiles_municipality_idx" ON "match_profiles" USING btree ("municipality_code");--> statement-breakpoint
-- Recomputes one pilot's match profile from the tables it sums up; removes it when he can no
-- longer be matched (not a DRIVER, erased, or without an availability). The triggers below call
-- it for every pilot a write touches, so the profile never lags behind its sources.
CREATE FUNCTION refresh_match_profile(pilot uuid) RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM match_profiles WHERE user_id = pilot;
  INSERT INTO match_profiles AS p (user_id, municipality_code, days, coverage_km, capabilities,
                                   certificate_expires_at, invitations, missions)
  SELECT d.user_id, d.municipality_code, d.days, a.coverage_km,
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
-- Which pilots a written row concerns: his own id, the owner of a certificate's additional data,
-- or everyone called for a request whose end changed.
CREATE FUNCTION match_profile_touched() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM refresh_match_profile(r.id);
  ELSIF TG_TABLE_NAME = 'additional_data_certificates' THEN
    PERFORM refresh_match_profile(a.user_id) FROM additional_data a WHERE a.id = r.additional_data_id;
  ELSIF TG_TABLE_NAME = 'solicitations' THEN
    PERFORM refresh_match_profile(k.user_id) FROM contacted_drivers k WHERE k.solicitation_id = r.id;
  ELSE
    PERFORM refresh_match_profile(r.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_profile_users AFTER UPDATE OF role, erased_at ON users
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
CREATE TRIGGER match_profile_disponibility AFTER INSERT OR UPDATE OR DELETE ON disponibility
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
CREATE TRIGGER match_profile_additional_data AFTER INSERT OR UPDATE OR DELETE ON additional_data
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
CREATE TRIGGER match_profile_equipment AFTER INSERT OR UPDATE OR DELETE ON equipment
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
CREATE TRIGGER match_profile_certificates AFTER INSERT OR UPDATE OR DELETE ON additional_data_certificates
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
CREATE TRIGGER match_profile_contacted_drivers AFTER INSERT OR UPDATE OR DELETE ON contacted_drivers
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
CREATE TRIGGER match_profile_solicitations AFTER UPDATE OF is_finished ON solicitations
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
SELECT refresh_match_profile(d.user_id) FROM disponibility d;
