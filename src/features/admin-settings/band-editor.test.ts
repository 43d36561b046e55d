import { describe, expect, it } from 'vitest';
import { tariffScaleInput } from '@/src/contracts/tariffs';
import {
  bandError,
  bandsSummary,
  canRemoveBand,
  draftsFromScale,
  nextBand,
  removeBand,
  serverBandKey,
} from './band-editor';
import { bandLabel } from '@/src/lib/tariff-bands';

const band = (amountFrom: string, amountTo: string, fee: string) => ({ amountFrom, amountTo, fee });
/** As Conform submits the rows: an empty field is left out. */
const submitted = (rows: ReturnType<typeof band>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')));

describe('band editor: the next row', () => {
  it('starts where the last band ends', () => {
    expect(nextBand([band('0', '10000', '3'), band('10000', '50000', '2.5')])).toEqual(band('50000', '', ''));
  });

  it('reads the rows Conform reports, with empty fields left out', () => {
    expect(nextBand([{ amountFrom: '0', amountTo: ' 100.50 ', fee: '1' }])).toEqual(band('100.50', '', ''));
    expect(nextBand([{ amountFrom: '0' }])).toEqual(band('', '', ''));
  });

  it('is the first band from 0 when there is no row or no list at all', () => {
    expect(nextBand([])).toEqual(band('0', '', ''));
    expect(nextBand(undefined)).toEqual(band('0', '', ''));
    expect(nextBand('not a list')).toEqual(band('0', '', ''));
  });
});

describe('band editor: removing a row', () => {
  const rows = [band('0', '10', '3'), band('10', '20', '2'), band('20', '', '1')];

  it('lets the following band take over the removed one’s lower amount, so no gap appears', () => {
    expect(removeBand(rows, 1)).toEqual([band('0', '10', '3'), band('10', '', '1')]);
    expect(removeBand(rows, 0)).toEqual([band('0', '20', '2'), band('20', '', '1')]);
  });

  it('drops the last band as it is', () => {
    expect(removeBand(rows, 2)).toEqual([band('0', '10', '3'), band('10', '20', '2')]);
  });

  it('keeps the only band and ignores an index out of range', () => {
    expect(removeBand([band('0', '', '3')], 0)).toEqual([band('0', '', '3')]);
    expect(removeBand(rows, 5)).toEqual(rows);
    expect(canRemoveBand(1)).toBe(false);
    expect(canRemoveBand(2)).toBe(true);
  });

  it('leaves a scale the contract accepts when the rows were valid', () => {
    const result = tariffScaleInput.safeParse({ name: 'Left', settings: submitted(removeBand(rows, 1)) });
    expect(result.success).toBe(true);
  });
});

describe('band editor: errors under each cell', () => {
  it('names band fields as the server does (path joined with dots)', () => {
    expect(serverBandKey(0, 'amountTo')).toBe('settings.0.amountTo');
    expect(serverBandKey(3, 'fee')).toBe('settings.3.fee');
  });

  it('finds the contract’s per-band issues at those keys', () => {
    const result = tariffScaleInput.safeParse({
      name: 'Gap',
      settings: submitted([band('0', '100', '3'), band('150', '', '2')]),
    });
    expect(result.success).toBe(false);
    const keys = result.error!.issues.map((issue) => issue.path.map(String).join('.'));
    expect(keys).toContain(serverBandKey(1, 'amountFrom'));
  });

  it('shows the form’s own check first, else the server’s message for that very cell', () => {
    const server = { 'settings.1.amountFrom': ['From the server'], 'settings.0.fee': ['Fee'] };
    expect(bandError(1, 'amountFrom', ['Typed check'], server)).toBe('Typed check');
    expect(bandError(1, 'amountFrom', undefined, server)).toBe('From the server');
    expect(bandError(1, 'amountTo', undefined, server)).toBeUndefined();
    expect(bandError(0, 'amountFrom', [], server)).toBeUndefined();
  });
});

describe('band editor: starting rows and labels', () => {
  it('starts a new scale with one open band from 0 and an edited one with its bands', () => {
    expect(draftsFromScale(undefined)).toEqual([band('0', '', '')]);
    expect(draftsFromScale([{ amountFrom: '0.00', amountTo: null, fee: '3.00' }])).toEqual([band('0.00', '', '3.00')]);
  });

  it('writes bands compactly, the open one as “and more”', () => {
    const bands = [
      { amountFrom: '0.00', amountTo: '10000.00', fee: '3.00' },
      { amountFrom: '10000.00', amountTo: null, fee: '2.5' },
    ];
    expect(bandLabel(bands[0]!)).toBe("0–10,000 in the account's currency: 3.00 %");
    expect(bandLabel(bands[1]!, 'EUR')).toBe('10,000 EUR and more: 2.50 %');
    expect(bandsSummary(bands)).toBe("In the account's currency: 0–10,000: 3.00 % · 10,000 and more: 2.50 %");
    expect(bandsSummary([])).toBe('No bands');
  });
});
