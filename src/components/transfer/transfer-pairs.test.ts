import { describe, expect, it } from 'vitest';
import { pickTarget, sourcesOf, targetsFor, transferKind, type TransferAccount } from './transfer-pairs';

const account = (id: number, type: 0 | 1, currencyCode: string): TransferAccount => ({
  id,
  name: `${type === 0 ? 'Transit' : 'BIN'} ${currencyCode}`,
  balance: '100.00',
  available: '100.00',
  currencyCode,
  type,
});

const transitUsd = account(1, 0, 'USD');
const transitEur = account(2, 0, 'EUR');
const transitUsdt = account(3, 0, 'USDT');
const binUsd = account(11, 1, 'USD');
const binEur = account(12, 1, 'EUR');
const binUsdc = account(13, 1, 'USDC');
const all = [transitUsd, transitEur, transitUsdt, binUsd, binEur, binUsdc];

describe('transfer pairs (PRODUCT.md "Accounts and money")', () => {
  it('transit → BIN of the same currency, with the service fee', () => {
    expect(transferKind(transitUsd, binUsd)).toBe('transit_to_bin');
    expect(transferKind(transitUsd, binEur)).toBeNull();
  });

  it('BIN → transit of the same currency', () => {
    expect(transferKind(binEur, transitEur)).toBe('bin_to_transit');
    expect(transferKind(binEur, transitUsd)).toBeNull();
  });

  it('transit → transit only between currencies (a conversion)', () => {
    expect(transferKind(transitUsd, transitEur)).toBe('conversion');
    expect(transferKind(transitUsd, account(9, 0, 'USD'))).toBeNull();
  });

  it('never BIN → BIN, never to itself', () => {
    expect(transferKind(binUsd, account(14, 1, 'USD'))).toBeNull();
    expect(transferKind(transitUsd, transitUsd)).toBeNull();
  });

  it('offers only the valid targets of the chosen source', () => {
    expect(targetsFor(transitUsd, all).map((a) => a.id)).toEqual([2, 3, 11]);
    expect(targetsFor(binUsd, all).map((a) => a.id)).toEqual([1]);
    expect(targetsFor(undefined, all)).toEqual([]);
  });

  it('leaves out sources with nowhere to send (a BIN account without its transit twin)', () => {
    expect(sourcesOf(all).map((a) => a.id)).toEqual([1, 2, 3, 11, 12]);
    expect(sourcesOf([binUsd])).toEqual([]);
  });

  it('keeps the chosen target while it still pairs, else the first valid one', () => {
    expect(pickTarget(transitUsd, all, 11)).toBe(11);
    expect(pickTarget(binUsd, all, 11)).toBe(1);
    expect(pickTarget(binUsdc, all, 1)).toBeUndefined();
  });
});
