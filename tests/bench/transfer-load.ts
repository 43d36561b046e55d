import { eq } from 'drizzle-orm';
import { binSets, companies, users } from '@/server/db/schema/index';
import { hashPassword } from '@/server/modules/auth/passwords';
import { seedDemo } from '@/server/seed/seed';
import { withAppRuntime } from './server-process';
import { openFundedUsdAccounts } from './funded-accounts';

/** The transfer load of bench:transfer-http, shared with bench:analytics (which runs it beside ingestion). */

export const BENCH_PASSWORD = 'Bench-pass-1!';

export interface BenchCompany {
  email: string;
  transit: number;
  bin: number;
  token?: string;
}

/**
 * Demo data, then companies each with an owner, a USD transit account with plenty of money and a USD BIN
 * account of the demo USD BIN set (so the tariff scale prices every transfer).
 */
export async function prepareTransferCompanies(env: Record<string, string>, count: number): Promise<BenchCompany[]> {
  return withAppRuntime(env, async (runtime) => {
    await seedDemo(runtime.deps);
    const { db } = runtime.deps;
    const [usdSet] = await db.select({ id: binSets.id }).from(binSets).where(eq(binSets.currency, 'USD'));
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const made: BenchCompany[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < count; i += 1) {
        const [company] = await tx
          .insert(companies)
          .values({ name: `Bench ${i}`, referralHash: `BENCHHTTP${String(i).padStart(7, '0')}`, status: 2 })
          .returning({ id: companies.id });
        const companyId = company!.id;
        const email = `owner${i}@bench.test`;
        await tx.insert(users).values({ email, passwordHash, role: 2, status: 2, companyId, isProfileFilled: true });
        const { transit, bin } = await openFundedUsdAccounts(tx, companyId, 1_000_000_000n, usdSet!.id);
        made.push({ email, transit, bin });
      }
    });
    return made;
  });
}

let serial = 0;

/**
 * autocannon's per-request hook: a transfer of 1.00 from a random company's transit account to its BIN
 * account, as its owner, with its own Idempotency-Key.
 */
export const transferRequest =
  (pool: BenchCompany[]) => (request: { headers: Record<string, string>; [key: string]: unknown }) => {
    const company = pool[Math.floor(Math.random() * pool.length)]!;
    return {
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${company.token}`,
        'idempotency-key': `bench-${process.pid}-${(serial += 1)}`,
      },
      body: JSON.stringify({ fromAccountId: company.transit, toAccountId: company.bin, amount: '1.00' }),
    };
  };
