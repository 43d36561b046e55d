-- The posting engine's write for a payment completed at once (server/ledger/ledger.ts postPayment), in one
-- call: a transfer costs its round trips and statements, and this is the path every transfer takes.
-- Locks the legs' accounts in id order, holds the payment to the rules of server/ledger/checks.ts, then
-- writes the payment, one posting per leg in leg order with the balance it leaves, and the balances.
-- Answers one row per leg (payment id, account, balance after it, currency); when an account lacks the
-- funds it writes nothing and answers one row with a null payment id, that account, what it has
-- available and its currency, so the caller's transaction stays usable. A broken invariant (a programming
-- error) raises SQLSTATE LG001.
CREATE FUNCTION "ledger_post_payment"(
	p_company_id integer, p_type text, p_amount bigint, p_currency text, p_from_account_id integer,
	p_to_account_id integer, p_description text, p_original_amount bigint, p_original_currency text,
	p_rate numeric, p_fee_amount bigint, p_fee_percent numeric, p_initiator_kind text,
	p_initiator_user_id integer, p_source integer, p_info jsonb, p_reversal_of bigint,
	p_created_at timestamptz, p_leg_accounts integer[], p_leg_amounts bigint[]
) RETURNS TABLE ("payment_id" bigint, "account_id" integer, "balance" bigint, "currency" text)
LANGUAGE plpgsql AS $$
DECLARE
	legs integer := coalesce(cardinality(p_leg_accounts), 0);
	locked integer := 0;
	account record;
	at timestamptz := coalesce(p_created_at, now());
	net bigint;
	currencies text[] := '{}';
	sums bigint[] := '{}';
	k integer;
	short_id integer;
	short_available bigint;
	short_currency text;
	paid bigint;
	after bigint;
	company integer;
	money text;
BEGIN
	IF legs < 2 OR legs <> coalesce(cardinality(p_leg_amounts), 0) THEN
		RAISE EXCEPTION 'A payment needs at least two legs' USING ERRCODE = 'LG001';
	END IF;
	IF 0 = ANY (p_leg_amounts) THEN
		RAISE EXCEPTION 'A leg of zero' USING ERRCODE = 'LG001';
	END IF;
	FOR account IN
		SELECT a."id", a."company_id", a."type", a."currency", a."balance" - a."hold" AS "available"
		FROM "accounts" a WHERE a."id" = ANY (p_leg_accounts) ORDER BY a."id" FOR UPDATE
	LOOP
		locked := locked + 1;
		IF account."type" <> 2 AND account."company_id" IS DISTINCT FROM p_company_id THEN
			RAISE EXCEPTION 'Account % is not company %''s', account."id", p_company_id USING ERRCODE = 'LG001';
		END IF;
		net := 0;
		FOR i IN 1 .. legs LOOP
			IF p_leg_accounts[i] = account."id" THEN net := net + p_leg_amounts[i]; END IF;
		END LOOP;
		k := array_position(currencies, account."currency");
		IF k IS NULL THEN
			currencies := currencies || account."currency";
			sums := sums || net;
		ELSE
			sums[k] := sums[k] + net;
		END IF;
		-- System accounts may run negative; a company account may not go below what it holds for others.
		IF short_id IS NULL AND account."type" <> 2 AND net < 0 AND account."available" + net < 0 THEN
			short_id := account."id"; short_available := account."available"; short_currency := account."currency";
		END IF;
	END LOOP;
	FOR i IN 1 .. legs LOOP
		IF array_position(p_leg_accounts, p_leg_accounts[i]) = i THEN locked := locked - 1; END IF;
	END LOOP;
	IF locked <> 0 THEN
		RAISE EXCEPTION 'Unknown account among %', array_to_string(p_leg_accounts, ', ') USING ERRCODE = 'LG001';
	END IF;
	FOR i IN 1 .. cardinality(currencies) LOOP
		IF sums[i] <> 0 THEN RAISE EXCEPTION 'Legs do not balance in %: %', currencies[i], sums[i] USING ERRCODE = 'LG001'; END IF;
	END LOOP;
	IF short_id IS NOT NULL THEN
		RETURN QUERY SELECT NULL::bigint, short_id, short_available, short_currency;
		RETURN;
	END IF;
	INSERT INTO "payments" ("company_id", "type", "status", "amount", "currency", "from_account_id", "to_account_id",
		"description", "original_amount", "original_currency", "rate", "fee_amount", "fee_percent", "initiator_kind",
		"initiator_user_id", "source", "info", "reversal_of", "created_at")
	VALUES (p_company_id, p_type, 2, p_amount, p_currency, p_from_account_id, p_to_account_id, p_description,
		p_original_amount, p_original_currency, p_rate, p_fee_amount, p_fee_percent, p_initiator_kind,
		p_initiator_user_id, p_source, p_info, p_reversal_of, at)
	RETURNING "id" INTO paid;
	FOR i IN 1 .. legs LOOP
		UPDATE "accounts" SET "balance" = "accounts"."balance" + p_leg_amounts[i] WHERE "accounts"."id" = p_leg_accounts[i]
		RETURNING "accounts"."balance", "accounts"."company_id", "accounts"."currency" INTO after, company, money;
		INSERT INTO "postings" ("payment_id", "account_id", "company_id", "currency", "amount", "balance_after", "created_at")
		VALUES (paid, p_leg_accounts[i], company, money, p_leg_amounts[i], after, at);
		payment_id := paid; account_id := p_leg_accounts[i]; balance := after; currency := money;
		RETURN NEXT;
	END LOOP;
END;
$$;
