import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/server/db/client';
import { executePrepared } from '@/server/db/prepared';
import {
  ACCOUNT_TYPE,
  accounts,
  companies,
  tariffScaleBands,
  tariffScales,
  transferMinimums,
} from '@/server/db/schema/index';
import { systemAccountKey, TRANSFER_SYSTEM_ACCOUNTS } from '@/server/ledger/operations';
import { rateOf } from '@/server/ledger/rates';
import { arrayLiteral } from '@/server/ledger/sql-arrays';
import { SYSTEM_ACCOUNT_BUCKETS } from '@/server/ledger/system-accounts';
import { binAccountScale, binAccountScaleJoins, type TariffBand } from '@/server/ledger/service-fee';
import { transferHearingQuery, type TransferHearing } from '@/server/modules/notifications/events';
import type { RecipientRow } from '@/server/modules/notifications/notify';

/** An account as a transfer's plan reads it, with its tariff scale's bands when it is a BIN account. */
export interface PlanAccount {
  id: number;
  companyId: number | null;
  type: number;
  currency: string;
  name: string;
  closedAt: string | null;
  bands: TariffBand[];
  /** The scale's minimum service fee as a decimal of the account's currency ("0.00" without a scale). */
  minFee: string;
}

export interface PlanCompany {
  conversionFee: string;
  autoUpdateConversionFee: boolean;
}

/** What the plans of a batch of transfers read, once for all of them. */
export interface PlanFacts {
  companies: Map<number, PlanCompany>;
  accounts: Map<number, PlanAccount>;
  /** `${from}>${to}` → the rate, for the conversions asked (null: no rate). */
  rates: Map<string, string | null>;
  /** The least amount a transfer may move, in minor units, by the currency it leaves. */
  minimums: Map<string, bigint>;
  /** Who hears of the companies' transfers, when asked for (a batch that posts, not a quote). */
  hearing?: TransferHearing;
  /**
   * One drawn bucket of each system account a transfer may post to, in the accounts' currencies, by
   * `systemAccountKey`, when asked for (a batch that posts); a bucket not made yet is absent.
   */
  systemAccounts?: Map<string, number>;
}

export const pairName = (from: string, to: string) => `${from}>${to}`;

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The companies, the accounts with the BIN accounts' bands and minimum fees, and the transfer minimums of
 * a batch of transfers in ONE statement (a
 * statement is a round trip, and a round trip is what a transfer costs on this kind of machine); rates
 * only for conversions, which a transfer to or from a BIN account never needs. With `hearing`, who hears of
 * the companies' transfers too (watchTransfers' read, in this statement instead of one of its own). With
 * `systemAccounts`, one bucket of each system account a transfer may post to, drawn at random as
 * `systemAccountId` draws it (its read, in this statement instead of one of its own per currency).
 */
export async function readPlanFacts(
  db: Db,
  companyIds: number[],
  accountIds: number[],
  transitPairs: (byId: Map<number, PlanAccount>) => [string, string][],
  options: { hearing?: boolean; systemAccounts?: boolean } = {},
): Promise<PlanFacts> {
  const told = options.hearing ? transferHearingQuery(companyIds) : null;
  const recipients = told?.query
    ? sql`(select coalesce(json_agg(r order by r.ord, r.user_id), '[]'::json) from (${told.query}) r)`
    : sql`'[]'::json`;
  const bucket = Math.floor(Math.random() * SYSTEM_ACCOUNT_BUCKETS);
  const systemAccounts = options.systemAccounts
    ? sql`(select coalesce(json_agg(json_build_array(s.purpose, s.currency, s.id)), '[]'::json) from ${accounts} s
        where s.type = ${ACCOUNT_TYPE.system} and s.purpose = any(${arrayLiteral(TRANSFER_SYSTEM_ACCOUNTS)}::text[])
          and s.bucket = ${bucket} and s.currency in (select c.currency from ${accounts} c
            where c.id = any(${arrayLiteral(accountIds)}::int[])))`
    : sql`'[]'::json`;
  const [row] = rowsOf<{
    companies: unknown;
    accounts: unknown;
    minimums: unknown;
    recipients: unknown;
    system_accounts: unknown;
  }>(
    await executePrepared(
      db,
      sql`select
        (select coalesce(json_agg(json_build_object('id', c.id, 'conversionFee', c.conversion_fee::text,
          'autoUpdateConversionFee', c.auto_update_conversion_fee)), '[]'::json)
          from ${companies} c where c.id = any(${arrayLiteral(companyIds)}::int[])) as companies,
        (select coalesce(json_agg(json_build_object('id', a.id, 'companyId', a.company_id, 'type', a.type, 'currency',
          a.currency, 'name', a.name,
            'closedAt', a.closed_at, 'bands', coalesce((select json_agg(json_build_object('from', b.amount_from::text,
              'to', b.amount_to::text, 'fee', b.fee::text) order by b.amount_from)
              from ${tariffScaleBands} b where b.tariff_scale_id = ${binAccountScale}), '[]'::json),
            'minFee', coalesce((select s.min_fee::text from ${tariffScales} s where s.id = ${binAccountScale}),
              '0.00'))), '[]'::json)
          from ${accounts} a ${binAccountScaleJoins} where a.id = any(${arrayLiteral(accountIds)}::int[])) as accounts,
        (select coalesce(json_agg(json_build_array(m.currency, m.amount::text)), '[]'::json) from ${transferMinimums}
          m) as minimums,
        ${recipients} as recipients,
        ${systemAccounts} as system_accounts`,
    ),
  );
  const companyRows = parsed<({ id: number } & PlanCompany)[]>(row!.companies as string);
  const accountRows = parsed<PlanAccount[]>(row!.accounts as string);
  const byId = new Map(accountRows.map((a) => [a.id, a]));
  const rates = new Map<string, string | null>();
  for (const [from, to] of transitPairs(byId)) {
    const pair = pairName(from, to);
    if (!rates.has(pair)) rates.set(pair, await rateOf(db, from, to));
  }
  const minimums = new Map(
    parsed<[string, string][]>(row!.minimums as string).map(([currency, amount]) => [currency, BigInt(amount)]),
  );
  return {
    companies: new Map(companyRows.map(({ id, ...company }) => [id, company])),
    accounts: byId,
    rates,
    minimums,
    ...(told && { hearing: told.hearing(parsed<RecipientRow[]>(row!.recipients as string)) }),
    ...(options.systemAccounts && {
      systemAccounts: new Map(
        parsed<[string, string, number][]>(row!.system_accounts as string).map(([purpose, currency, id]) => [
          systemAccountKey(purpose, currency),
          Number(id),
        ]),
      ),
    }),
  };
}
