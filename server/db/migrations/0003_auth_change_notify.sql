-- Every instance keeps the live-session check in memory (server/lib/session-cache.ts, decision 007).
-- A committed change to what that check reads is announced on `auth_changed`, so each instance drops
-- exactly the entries it concerns: 's:<session id>', 'u:<user id>' or 'c:<company id>'.
CREATE FUNCTION "auth_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'sessions' THEN
		PERFORM pg_notify('auth_changed', 's:' || OLD.id::text);
	ELSIF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('auth_changed', 'u:' || OLD.id::text);
	ELSE
		PERFORM pg_notify('auth_changed', 'c:' || OLD.id::text);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_changed_notify"();--> statement-breakpoint
CREATE TRIGGER "companies_auth_changed" AFTER UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "auth_changed_notify"();
