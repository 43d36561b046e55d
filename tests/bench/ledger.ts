/**
 * `npm run bench:ledger`: how many transfers per second the ledger posts, one transfer per transaction
 * (lock, check, payment, postings, balances, commit), from as many concurrent connections as a server's
 * pool holds (DATABASE_POOL_SIZE's default, 20: more only queue inside PostgreSQL). A transfer is one call
 * of the posting engine (ledger_post_payment), which PostgreSQL commits as a transaction of its own: what
 * a caller with nothing else to write in that transaction pays.
 *
 *   uniform   transfers between the transit and BIN accounts of 1,000 companies picked at random
 *   hot       the same over only 10 companies: every transfer queues behind others on the same rows
 *
 * Afterwards the invariants must hold (server/ledger/invariants.ts). Targets: ≥ 3,000/s uniform, hot ≥ 75 %
 * of uniform. PostgreSQL with DATABASE_URL (a scratch database, dropped after), PGlite otherwise.
 * Options: --duration=S (10), --connections=N (20), --companies=N (1000), --check (exit 1 on a miss).
 */
import { DEFAULT_DATABASE_POOL_SIZE } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/client';
import { companies } from '@/server/db/schema/index';
import { HttpError } from '@/server/http/errors';
import { ledgerViolations } from '@/server/ledger/invariants';
import { transferToBin, transferToTransit } from '@/server/ledger/operations';
import { engineName, ledgerVerdict, loadAverage, printVerdicts } from './report';
import { benchStorage } from './server-process';
import { openFundedUsdAccounts } from './funded-accounts';
import { numberOption } from './options';

const TARGETS = { uniform: 3_000, hotShare: 0.75 };
const DURATION = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', DEFAULT_DATABASE_POOL_SIZE);
const COMPANIES = numberOption('companies', 1_000);
const HOT = 10;

interface Company {
  companyId: number;
  transit: number;
  bin: number;
}

async function setUp(database: Database): Promise<Company[]> {
  const { db } = database;
  const made: Company[] = [];
  for (let start = 0; start < COMPANIES; start += 100) {
    await db.transaction(async (tx) => {
      for (let i = start; i < Math.min(COMPANIES, start + 100); i += 1) {
        const [row] = await tx
          .insert(companies)
          .values({ name: `Bench ${i}`, referralHash: `BENCH${String(i).padStart(11, '0')}` })
          .returning({ id: companies.id });
        const companyId = row!.id;
        const { transit, bin } = await openFundedUsdAccounts(tx, companyId, 100_000_000n);
        await transferToBin(tx, {
          companyId,
          fromAccountId: transit,
          toAccountId: bin,
          amount: 50_000_000n,
          currency: 'USD',
          feePercent: '0',
          minFee: 0n,
          initiator: { kind: 'system' },
        });
        made.push({ companyId, transit, bin });
      }
    });
  }
  return made;
}

async function run(database: Database, pool: Company[]) {
  const deadline = Date.now() + DURATION * 1000;
  let done = 0;
  let refused = 0;
  const latencies: number[] = [];
  const worker = async () => {
    while (Date.now() < deadline) {
      const co = pool[Math.floor(Math.random() * pool.length)]!;
      const amount = BigInt(1 + Math.floor(Math.random() * 100));
      const base = { companyId: co.companyId, amount, currency: 'USD', initiator: { kind: 'system' as const } };
      const started = performance.now();
      try {
        const { db } = database;
        await (Math.random() < 0.5
          ? transferToBin(db, { ...base, fromAccountId: co.transit, toAccountId: co.bin, feePercent: '0', minFee: 0n })
          : transferToTransit(db, { ...base, fromAccountId: co.bin, toAccountId: co.transit }));
        done += 1;
      } catch (error) {
        // A BIN account that is empty refuses a transfer back: counted, not an error.
        if (!(error instanceof HttpError)) throw error;
        refused += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return { perSecond: done / DURATION, refused, p99 };
}

async function main() {
  const { dataDir, scratch, dispose } = await benchStorage('ledger');
  let database: Database | null = null;
  try {
    database = await openDatabase(
      scratch ? { kind: 'postgres', url: scratch.url, poolSize: CONNECTIONS } : { kind: 'pglite', dataDir },
    );
    const pool = await setUp(database);
    console.log(
      `\nbench:ledger — ${engineName(scratch)}, ${CONNECTIONS} connections × ${DURATION} s, ${COMPANIES} ` +
        `companies, load average ${loadAverage()}`,
    );
    const uniform = await run(database, pool);
    const hot = await run(database, pool.slice(0, HOT));
    const violations = await ledgerViolations(database.db);
    const share = hot.perSecond / Math.max(1, uniform.perSecond);
    const line = (label: string, r: typeof uniform) =>
      `  ${label.padEnd(8)} ${r.perSecond.toFixed(0).padStart(6)} transfers/s   p99 ${r.p99.toFixed(1).padStart(6)} ` +
      `ms   refused (empty BIN) ${r.refused}`;
    console.log(line('uniform', uniform));
    console.log(line(`hot ${HOT}`, hot));
    const verdicts = [
      [`uniform ${uniform.perSecond.toFixed(0)}/s (target ≥ ${TARGETS.uniform})`, uniform.perSecond >= TARGETS.uniform],
      [`hot/uniform ${share.toFixed(2)} (target ≥ ${TARGETS.hotShare})`, share >= TARGETS.hotShare],
      ledgerVerdict(violations),
    ] as const;
    printVerdicts(verdicts);
  } finally {
    await database?.close();
    await dispose();
  }
}

await main();
