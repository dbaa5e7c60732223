-- Invitations change only a pilot's counts: they are recounted once per statement for the pilots
-- it touched, in one UPDATE (a call-out of 200 pilots no longer rebuilds 200 whole profiles).
-- The formulas are those of refresh_match_profile (0016).
CREATE OR REPLACE FUNCTION match_profile_recount() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_profiles p SET
    invitations = (SELECT count(*) FROM invitations i
                   WHERE i.user_id = p.user_id AND i.source <> 'volunteer'),
    answered = (SELECT count(*) FROM invitations i
                WHERE i.user_id = p.user_id AND i.source <> 'volunteer'
                  AND i.answered_at IS NOT NULL),
    missions = (SELECT count(*) FROM invitations i JOIN solicitations s ON s.id = i.solicitation_id
                WHERE i.user_id = p.user_id AND i.status = 'accepted' AND s.is_finished)
  WHERE p.user_id IN (SELECT DISTINCT user_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER match_profile_invitations ON invitations;
--> statement-breakpoint
-- A trigger with a transition table takes one event each.
CREATE TRIGGER match_profile_invitations_insert AFTER INSERT ON invitations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_profile_recount();
--> statement-breakpoint
CREATE TRIGGER match_profile_invitations_update AFTER UPDATE ON invitations
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_profile_recount();
--> statement-breakpoint
CREATE TRIGGER match_profile_invitations_delete AFTER DELETE ON invitations
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION match_profile_recount();
