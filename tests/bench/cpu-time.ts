import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU seconds spent by processes over a run, read from /proc (Linux): the server's Node processes and the
 * PostgreSQL backends serving a database. On a shared machine a rate swings with the load, while the CPU
 * each request costs barely moves, so the benchmarks print it beside the rate.
 */

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, or null when it is gone (or /proc is not there). */
function cpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The backends' pids of one database (the server's pool, its job worker's connections and listener). */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuMeter {
  /** CPU seconds since `start` of the servers and of the database's backends (null without PostgreSQL). */
  stop(): Promise<{ server: number; database: number | null }>;
}

/** Starts counting the CPU of `serverPids` and, with a PostgreSQL URL, of its database's backends. */
export async function startCpuMeter(serverPids: number[], databaseUrl: string | null): Promise<CpuMeter> {
  const baseline = new Map<number, number>();
  const read = (pids: number[]) => pids.map((pid) => [pid, cpuSeconds(pid)] as const);
  for (const [pid, s] of read(serverPids)) if (s !== null) baseline.set(pid, s);
  const backendsBefore = databaseUrl ? await backendPids(databaseUrl) : [];
  for (const [pid, s] of read(backendsBefore)) if (s !== null) baseline.set(pid, s);
  const spent = (pids: number[]) =>
    // A backend that connected during the run counts from zero; one that left is not counted.
    read(pids).reduce((sum, [pid, s]) => sum + (s === null ? 0 : s - (baseline.get(pid) ?? 0)), 0);
  return {
    async stop() {
      const server = spent(serverPids);
      if (!databaseUrl) return { server, database: null };
      return { server, database: spent(await backendPids(databaseUrl)) };
    },
  };
}
