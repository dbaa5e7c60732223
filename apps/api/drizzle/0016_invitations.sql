CREATE TYPE "public"."invitation_source" AS ENUM('callout', 'contact', 'volunteer', 'escalation');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('invited', 'accepted', 'declined', 'volunteered');--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"solicitation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "invitation_status" DEFAULT 'invited' NOT NULL,
	"source" "invitation_source" NOT NULL,
	"token_hash" text,
	"message" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "match_profiles_municipality_idx";--> statement-breakpoint
ALTER TABLE "match_profiles" ADD COLUMN "answered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_profiles" ALTER COLUMN "answered" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_solicitation_id_solicitations_id_fk" FOREIGN KEY ("solicitation_id") REFERENCES "public"."solicitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_solicitation_user_key" ON "invitations" USING btree ("solicitation_id","user_id");--> statement-breakpoint
CREATE INDEX "invitations_user_idx" ON "invitations" USING btree ("user_id","invited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "match_profiles_municipality_idx" ON "match_profiles" USING btree ("municipality_code","coverage_km","user_id","days","capabilities","certificate_expires_at","invitations","answered","missions");--> statement-breakpoint
-- Every contact of the spec's flow becomes an invitation the pilot has not answered.
INSERT INTO invitations (id, solicitation_id, user_id, status, source, invited_at)
SELECT gen_random_uuid(), solicitation_id, user_id, 'invited', 'contact', created_at
FROM contacted_drivers;
--> statement-breakpoint
-- As 0015, with the calls read from the invitations: those he was sent (not his own offers),
-- those he answered, and missions, the accepted ones on requests since finished.
CREATE OR REPLACE FUNCTION refresh_match_profile(pilot uuid) RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM match_profiles WHERE user_id = pilot;
  INSERT INTO match_profiles AS p (user_id, municipality_code, days, coverage_km, capabilities,
                                   certificate_expires_at, invitations, answered, missions)
  SELECT d.user_id, d.municipality_code, left(d.days, 200), a.coverage_km,
    coalesce((SELECT array_agg(DISTINCT c ORDER BY c)
              FROM equipment e CROSS JOIN unnest(e.capabilities) c
              WHERE e.user_id = pilot), '{}'),
    (SELECT max(f.expires_at) FROM additional_data_certificates f
     WHERE f.additional_data_id = a.id AND f.status = 'verified'),
    (SELECT count(*) FROM invitations i WHERE i.user_id = pilot AND i.source <> 'volunteer'),
    (SELECT count(*) FROM invitations i
     WHERE i.user_id = pilot AND i.source <> 'volunteer' AND i.answered_at IS NOT NULL),
    (SELECT count(*) FROM invitations i JOIN solicitations s ON s.id = i.solicitation_id
     WHERE i.user_id = pilot AND i.status = 'accepted' AND s.is_finished)
  FROM disponibility d
  JOIN users u ON u.id = d.user_id
  LEFT JOIN additional_data a ON a.user_id = d.user_id
  WHERE d.user_id = pilot AND u.role = 'DRIVER' AND u.erased_at IS NULL;
$$;
--> statement-breakpoint
-- As 0014, with a request's end reaching everyone invited to it.
CREATE OR REPLACE FUNCTION match_profile_touched() RETURNS trigger
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
    PERFORM refresh_match_profile(i.user_id) FROM invitations i WHERE i.solicitation_id = r.id;
  ELSE
    PERFORM refresh_match_profile(r.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_profile_invitations AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH ROW EXECUTE FUNCTION match_profile_touched();
--> statement-breakpoint
DROP TABLE "contacted_drivers" CASCADE;
--> statement-breakpoint
SELECT refresh_match_profile(d.user_id) FROM disponibility d;
