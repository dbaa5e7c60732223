-- TRUNCATE fires no DELETE trigger: the append-only guard of 0008 refuses it too
-- (docs/decisions/020-audit-log.md).
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
