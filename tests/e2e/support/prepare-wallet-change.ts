/**
 * Run as a script: `node --import tsx tests/e2e/support/prepare-wallet-change.ts <dataDir> <email>=<hours ago>|unfilled
 * …`.
 * Opens the demo database in <dataDir> (a copy of the run's seeded one, own-portal.ts) and sets each named user's
 * crypto wallet change time (or marks their profile unfilled), then closes it, so a portal started on that
 * directory serves users whose wallet-change slide is due. The e2e server's own database cannot be opened by a
 * second process.
 */
import { eq } from 'drizzle-orm';
import { APP_JOBS } from '@/server/app-jobs';
import { loadConfig } from '@/server/config';
import { users } from '@/server/db/schema/index';
import { bootstrap } from '@/server/lib/bootstrap';

const [dataDir, ...changes] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: prepare-wallet-change.ts <dataDir> <email>=<hours ago>|unfilled …');

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'never',
});
const runtime = await bootstrap(config, { jobs: APP_JOBS });
for (const change of changes) {
  const [email, value] = change.split('=') as [string, string];
  const set =
    value === 'unfilled'
      ? { isProfileFilled: false }
      : { cryptoWalletChangedAt: new Date(Date.now() - Number(value) * 3_600_000) };
  await runtime.deps.db.update(users).set(set).where(eq(users.email, email));
}
await runtime.close();
