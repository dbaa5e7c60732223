ALTER TABLE "invitations" ALTER COLUMN "solicitation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "cancelled_request" jsonb;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_request_check" CHECK ("invitations"."solicitation_id" is not null or "invitations"."cancelled_request" is not null);--> statement-breakpoint
-- A removed request's invitations stay, detached (docs/decisions/031-cancelled-requests-and-kept-invitations.md),
-- but count in no pilot's record, as when they went with it: the formulas of 0016 and 0018 read
-- only invitations to requests that exist.
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
    (SELECT count(*) FROM invitations i
     WHERE i.user_id = pilot AND i.source <> 'volunteer' AND i.solicitation_id IS NOT NULL),
    (SELECT count(*) FROM invitations i
     WHERE i.user_id = pilot AND i.source <> 'volunteer' AND i.solicitation_id IS NOT NULL
       AND i.answered_at IS NOT NULL),
    (SELECT count(*) FROM invitations i JOIN solicitations s ON s.id = i.solicitation_id
     WHERE i.user_id = pilot AND i.status = 'accepted' AND s.is_finished)
  FROM disponibility d
  JOIN users u ON u.id = d.user_id
  LEFT JOIN additional_data a ON a.user_id = d.user_id
  WHERE d.user_id = pilot AND u.role = 'DRIVER' AND u.erased_at IS NULL;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_profile_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_profiles p SET
    invitations = (SELECT count(*) FROM invitations i
                   WHERE i.user_id = p.user_id AND i.source <> 'volunteer'
                     AND i.solicitation_id IS NOT NULL),
    answered = (SELECT count(*) FROM invitations i
                WHERE i.user_id = p.user_id AND i.source <> 'volunteer'
                  AND i.solicitation_id IS NOT NULL AND i.answered_at IS NOT NULL),
    missions = (SELECT count(*) FROM invitations i JOIN solicitations s ON s.id = i.solicitation_id
                WHERE i.user_id = p.user_id AND i.status = 'accepted' AND s.is_finished)
  WHERE p.user_id IN (SELECT DISTINCT user_id FROM changed);
  RETURN NULL;
END
$$;
