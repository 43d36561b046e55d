-- user/me's card figures are served from memory (server/lib/card-figures-cache.ts, kept right as decision 007
-- keeps the session check): a committed change to what they read is announced on `card_figures_changed`, naming
-- the card holders it touched (comma-separated), or '*' for everyone (an exchange rate, a truncate, or more
-- holders than a notification holds). Once per statement, like the figures' own triggers (0013, 0031).
CREATE FUNCTION "card_figures_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	holders text;
BEGIN
	IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'fx_rates' THEN
		PERFORM pg_notify('card_figures_changed', '*');
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		SELECT string_agg(DISTINCT n.holder_user_id::text, ',') INTO holders FROM new_rows n;
	ELSIF TG_OP = 'UPDATE' THEN
		SELECT string_agg(DISTINCT h.id::text, ',') INTO holders FROM (
			SELECT n.holder_user_id AS id FROM new_rows n UNION ALL SELECT o.holder_user_id FROM old_rows o
		) h;
	ELSE
		SELECT string_agg(DISTINCT o.holder_user_id::text, ',') INTO holders FROM old_rows o;
	END IF;
	IF holders IS NOT NULL THEN
		PERFORM pg_notify('card_figures_changed', CASE WHEN length(holders) > 7000 THEN '*' ELSE holders END);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_insert" AFTER INSERT ON "card_transactions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_update" AFTER UPDATE ON "card_transactions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_delete" AFTER DELETE ON "card_transactions" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_truncate" AFTER TRUNCATE ON "card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_cards_insert" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_cards_update" AFTER UPDATE ON "cards" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_cards_delete" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_cards_truncate" AFTER TRUNCATE ON "cards"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
--> statement-breakpoint
CREATE TRIGGER "card_figures_notify_fx_rates" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fx_rates"
	FOR EACH STATEMENT EXECUTE FUNCTION "card_figures_notify"();
