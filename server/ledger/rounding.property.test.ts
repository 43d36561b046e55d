import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMinor } from './amounts';
import { conversionQuote, transferToBinQuote } from './operations';
import { convert, fractionOf } from './rounding';
import { feePercentIn, type TariffBand } from './service-fee';

/**
 * The rounding rule as properties (decision 011), over the very functions a transfer's plan prices with
 * (server/modules/transfers/transfer-plan.ts): whatever a company does with its own money, it never
 * ends up worth more at the platform's rates, and cutting a transfer into pieces never saves a fee.
 */

/** The platform's rates as migration 0005 seeds them: 1 base = rate quote. */
const RATES: Record<string, string> = {
  'EUR>USD': '1.08',
  'USD>EUR': '0.925',
  'USD>USDT': '1',
  'USDT>USD': '1',
  'USD>USDC': '1',
  'USDC>USD': '1',
  'EUR>USDT': '1.08',
  'USDT>EUR': '0.925',
  'EUR>USDC': '1.08',
  'USDC>EUR': '0.925',
  'USDT>USDC': '1',
  'USDC>USDT': '1',
};
const CURRENCIES = ['EUR', 'USD', 'USDT', 'USDC'] as const;
type Cur = (typeof CURRENCIES)[number];
const rate = (from: Cur, to: Cur) => (from === to ? '1' : RATES[`${from}>${to}`]!);

/** A company's total value in USD cents at the platform's rates, exact: cents × rate, never rounded. */
function valueInUsd(transit: Record<Cur, bigint>, bin: bigint): { numerator: bigint; denominator: bigint } {
  let numerator = bin * 100n; // the BIN account is in USD
  for (const c of CURRENCIES) numerator += transit[c] * toMinor(rate(c, 'USD'), 'USD');
  return { numerator, denominator: 100n };
}

const currency = fc.constantFrom(...CURRENCIES);
const percent = fc
  .integer({ min: 0, max: 1000 })
  .map((hundredths) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`);
const smallAmount = fc.bigInt({ min: 1n, max: 5_000n });

/** Bands as the contract allows them: contiguous from 0, the last open, fees never rising. */
const bands: fc.Arbitrary<TariffBand[]> = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 200_00 }), { maxLength: 4 }),
    fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 5, maxLength: 5 }),
  )
  .map(([cuts, fees]) => {
    const bounds = [0, ...cuts.sort((a, b) => a - b)];
    const sortedFees = [...fees].sort((a, b) => b - a);
    const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    return bounds.map((from, i) => ({
      from: decimal(from),
      to: i + 1 < bounds.length ? decimal(bounds[i + 1]!) : null,
      fee: decimal(sortedFees[i]!),
    }));
  });

const step = fc.oneof(
  fc.record({ kind: fc.constant('convert' as const), from: currency, to: currency, amount: smallAmount, fee: percent }),
  fc.record({
    kind: fc.constant('toBin' as const),
    amount: smallAmount,
    fee: percent,
    minFee: fc.bigInt({ min: 0n, max: 50n }),
  }),
  fc.record({ kind: fc.constant('toTransit' as const), amount: smallAmount }),
);

describe('rounding never makes money', () => {
  it("no transfers and conversions without inflows raise a company's value at the platform's rates", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const transit: Record<Cur, bigint> = { EUR: 10_000n, USD: 10_000n, USDT: 10_000n, USDC: 10_000n };
        let bin = 0n;
        const start = valueInUsd(transit, bin);
        let previous = start;
        for (const s of steps) {
          if (s.kind === 'convert') {
            if (s.from === s.to || transit[s.from] < s.amount) continue;
            const { converted } = conversionQuote(s.amount, rate(s.from, s.to), s.fee, 2, 2);
            if (converted <= 0n) continue;
            transit[s.from] -= s.amount;
            transit[s.to] += converted;
          } else if (s.kind === 'toBin') {
            if (transit.USD < s.amount) continue;
            const { credited } = transferToBinQuote(s.amount, s.fee, s.minFee);
            if (credited <= 0n) continue;
            transit.USD -= s.amount;
            bin += credited;
          } else {
            if (bin < s.amount) continue;
            bin -= s.amount;
            transit.USD += s.amount;
          }
          const now = valueInUsd(transit, bin);
          // Every step on its own loses or keeps value; never gains it.
          expect(now.numerator).toBeLessThanOrEqual(previous.numerator);
          previous = now;
        }
        expect(previous.numerator).toBeLessThanOrEqual(start.numerator);
      }),
      { numRuns: 300 },
    );
  });

  it('a conversion there and back never returns more than was sent, whatever the amount', () => {
    fc.assert(
      fc.property(currency, currency, fc.bigInt({ min: 1n, max: 1_000_000n }), percent, (from, to, amount, fee) => {
        fc.pre(from !== to);
        const there = conversionQuote(amount, rate(from, to), fee, 2, 2).converted;
        const back = there > 0n ? conversionQuote(there, rate(to, from), fee, 2, 2).converted : 0n;
        expect(back).toBeLessThanOrEqual(amount);
        // What arrives is never more than the exact value at the rate.
        const exact = fractionOf(rate(from, to));
        expect(convert(amount, rate(from, to), 2, 2) * exact.denominator).toBeLessThanOrEqual(amount * exact.numerator);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('splitting never saves a fee', () => {
  it('the fees of a transfer to a BIN account cut into pieces are never less than the fee of the whole', () => {
    fc.assert(
      fc.property(
        bands,
        fc.array(fc.bigInt({ min: 1n, max: 30_000_00n }), { minLength: 2, maxLength: 50 }),
        fc.bigInt({ min: 0n, max: 500n }),
        (scale, pieces, minFee) => {
          const whole = pieces.reduce((a, b) => a + b, 0n);
          const feeOfAmount = (amount: bigint) =>
            transferToBinQuote(amount, feePercentIn(scale, amount, 'USD'), minFee);
          const split = pieces.map(feeOfAmount);
          const all = feeOfAmount(whole);
          expect(split.reduce((sum, q) => sum + q.fee, 0n)).toBeGreaterThanOrEqual(all.fee);
          expect(split.reduce((sum, q) => sum + q.credited, 0n)).toBeLessThanOrEqual(all.credited);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the conversion fees of pieces are never less than the fee of the whole, and never give more', () => {
    fc.assert(
      fc.property(
        currency,
        currency,
        percent,
        fc.array(fc.bigInt({ min: 1n, max: 1_000_00n }), { minLength: 2, maxLength: 50 }),
        (from, to, fee, pieces) => {
          fc.pre(from !== to);
          const whole = pieces.reduce((a, b) => a + b, 0n);
          const split = pieces.map((p) => conversionQuote(p, rate(from, to), fee, 2, 2));
          const all = conversionQuote(whole, rate(from, to), fee, 2, 2);
          expect(split.reduce((sum, q) => sum + q.fee, 0n)).toBeGreaterThanOrEqual(all.fee);
          expect(split.reduce((sum, q) => sum + q.converted, 0n)).toBeLessThanOrEqual(all.converted);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the reported case: 50 × 0.16 at 3% pays at least what 8.00 at once pays', () => {
    const one = transferToBinQuote(toMinor('8.00', 'USD'), '3.00', 0n);
    const piece = transferToBinQuote(toMinor('0.16', 'USD'), '3.00', 0n);
    expect(one.fee).toBe(24n);
    expect(piece.fee * 50n).toBeGreaterThanOrEqual(one.fee);
  });
});
