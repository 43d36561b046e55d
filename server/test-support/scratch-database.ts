import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, uniquely named PostgreSQL database next to the one `baseUrl` names, dropped in teardown.
 * A whole database rather than a schema: the migrations qualify tables as "public" and drizzle keeps
 * its journal in the shared "drizzle" schema, so two files in one database would see each other's state.
 * With `template`, a copy of that database (a seeded one: seeded-template.ts).
 */
export async function createScratchDatabase(baseUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(baseUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE ends connections a failed test may have left open (PostgreSQL 13+).
    drop: () => admin(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function admin(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
