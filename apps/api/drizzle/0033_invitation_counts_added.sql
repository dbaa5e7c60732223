-- New invitations add to their pilots' counts instead of recounting every invitation of each
-- (0018): recounting was most of a call-out's INSERT of 200. An update recounts only the pilots
-- whose counted columns changed (a call-out's letters and short codes change none); deletes still
-- recount. The formulas are those of refresh_match_profile (0016).
CREATE OR REPLACE FUNCTION match_profile_count_new() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_profiles p SET
    invitations = p.invitations + c.invitations,
    answered = p.answered + c.answered,
    missions = p.missions + c.missions
  FROM (SELECT n.user_id,
               count(*) FILTER (WHERE n.source <> 'volunteer') AS invitations,
               count(*) FILTER (WHERE n.source <> 'volunteer'
                                  AND n.answered_at IS NOT NULL) AS answered,
               count(*) FILTER (WHERE n.status = 'accepted' AND s.is_finished) AS missions
          FROM changed n LEFT JOIN solicitations s ON s.id = n.solicitation_id
         GROUP BY n.user_id) c
  WHERE p.user_id = c.user_id AND (c.invitations > 0 OR c.missions > 0);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER match_profile_invitations_insert ON invitations;
--> statement-breakpoint
CREATE TRIGGER match_profile_invitations_insert AFTER INSERT ON invitations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_profile_count_new();
--> statement-breakpoint
-- The recount of 0018, once, for the pilots given; 0018's statement trigger now calls it.
CREATE OR REPLACE FUNCTION recount_match_profiles(pilots uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE match_profiles p SET
    invitations = (SELECT count(*) FROM invitations i
                   WHERE i.user_id = p.user_id AND i.source <> 'volunteer'),
    answered = (SELECT count(*) FROM invitations i
                WHERE i.user_id = p.user_id AND i.source <> 'volunteer'
                  AND i.answered_at IS NOT NULL),
    missions = (SELECT count(*) FROM invitations i JOIN solicitations s ON s.id = i.solicitation_id
                WHERE i.user_id = p.user_id AND i.status = 'accepted' AND s.is_finished)
  WHERE p.user_id = ANY(pilots);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_profile_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_match_profiles(ARRAY(SELECT DISTINCT user_id FROM changed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION match_profile_recount_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recount_match_profiles(ARRAY(
    SELECT unnest(ARRAY[n.user_id, o.user_id])
      FROM changed n JOIN previous o ON o.id = n.id
     WHERE (n.user_id, n.source, n.status, n.answered_at, n.solicitation_id)
           IS DISTINCT FROM (o.user_id, o.source, o.status, o.answered_at, o.solicitation_id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER match_profile_invitations_update ON invitations;
--> statement-breakpoint
CREATE TRIGGER match_profile_invitations_update AFTER UPDATE ON invitations
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION match_profile_recount_changed();
