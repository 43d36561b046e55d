import type { TariffBand } from '@/src/contracts/tariffs';
import { bandLabel } from '@/src/lib/tariff-bands';

/**
 * The band editor of a tariff scale, as plain functions over the form's values: which row comes next,
 * what removing one does to its neighbours, and where an error about a band field is found. The form
 * component only wires these to Conform.
 */

/** A band as the form holds it: what was typed, '' for an empty field (amountTo '' = no upper limit). */
export interface BandDraft {
  amountFrom: string;
  amountTo: string;
  fee: string;
}

export type BandField = keyof BandDraft;
/** What Conform reports as the current list value: rows may be missing or partly filled, or no list at all. */
export type BandValues = unknown;

const fieldOf = (band: unknown, field: BandField): unknown =>
  band && typeof band === 'object' ? (band as Record<string, unknown>)[field] : undefined;

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

export function draftsOf(values: BandValues): BandDraft[] {
  if (!Array.isArray(values)) return [];
  return values.map((band: unknown) => ({
    amountFrom: asText(fieldOf(band, 'amountFrom')),
    amountTo: asText(fieldOf(band, 'amountTo')),
    fee: asText(fieldOf(band, 'fee')),
  }));
}

/** A new scale starts with one open band from 0, the shape every scale must begin with. */
export const FIRST_BAND: BandDraft = { amountFrom: '0', amountTo: '', fee: '' };

/** The form's starting rows: a scale's bands as the API sends them, or the first band of a new scale. */
export function draftsFromScale(bands: readonly TariffBand[] | undefined): BandDraft[] {
  if (!bands?.length) return [{ ...FIRST_BAND }];
  return bands.map((band) => ({ amountFrom: band.amountFrom, amountTo: band.amountTo ?? '', fee: band.fee }));
}

/** The row "Add band" appends: it starts where the last one ends, so bands stay contiguous. */
export function nextBand(values: BandValues): BandDraft {
  const rows = draftsOf(values);
  const last = rows.at(-1);
  if (!last) return { ...FIRST_BAND };
  return { amountFrom: last.amountTo.trim(), amountTo: '', fee: '' };
}

/**
 * The rows after removing one. The row after it takes over the removed row's lower amount, so taking a
 * band out of the middle leaves no gap. The only row cannot be removed (a scale needs a band).
 */
export function removeBand(values: BandValues, index: number): BandDraft[] {
  const rows = draftsOf(values);
  if (rows.length <= 1 || index < 0 || index >= rows.length) return rows;
  const removed = rows[index]!;
  const rest = rows.filter((_, i) => i !== index);
  const following = rest[index];
  if (following) rest[index] = { ...following, amountFrom: removed.amountFrom };
  return rest;
}

/** A scale needs one band at least. */
export const canRemoveBand = (count: number): boolean => count > 1;

/** The server names a band field by its path joined with dots (server/http/errors.ts). */
export const serverBandKey = (index: number, field: BandField) => `settings.${index}.${field}`;

/**
 * The message to show under one band cell: the form's own check first (it follows the typing), else what
 * the server said about that field on the last save.
 */
export function bandError(
  index: number,
  field: BandField,
  formErrors: readonly string[] | undefined,
  serverErrors: Record<string, readonly string[] | undefined> | undefined,
): string | undefined {
  return formErrors?.[0] ?? serverErrors?.[serverBandKey(index, field)]?.[0];
}

/** A whole scale on one line, for tables and pickers. */
export function bandsSummary(bands: readonly TariffBand[]): string {
  // A scale prices BIN accounts of every currency: its amounts are in the account's own currency.
  return bands.length
    ? `In the account's currency: ${bands.map((band) => bandLabel(band, null)).join(' · ')}`
    : 'No bands';
}
