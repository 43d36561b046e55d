import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  integer,
  serial,
  timestamp,
  type AnyPgColumn,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

// Column shapes most tables share, written once. Each call makes a fresh builder, as drizzle needs one per
// column; the SQL they make is what the tables spelled out before (drizzle-kit sees no change).

/** The table's own serial key. */
export const serialId = () => serial('id').primaryKey();

/** The table's own bigserial key, for tables that grow past the integer range (events, postings, logs). */
export const bigSerialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A point in time, stored with its timezone (every timestamp of this schema is). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written (or last changed, for `updated_at`): never null, the database's now by default. */
export const timestamptzNow = (name: string) => timestamptz(name).notNull().defaultNow();

/** A required reference to another table's integer key (`actions`: what a delete of the target does). */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** A required reference to another table's bigint key (payments are numbered past the integer range). */
export const requiredBigRef = (name: string, target: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(target);

/** An amount in minor units of a currency, read as a bigint so no sum loses a cent. */
const minorUnits = (name: string) => bigint(name, { mode: 'bigint' });

/** A running amount in minor units (a balance, a fee, a day's total) that starts at zero. */
export const minorUnitsFromZero = (name: string) =>
  minorUnits(name)
    .notNull()
    .default(sql`0`);
