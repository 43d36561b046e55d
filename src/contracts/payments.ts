import { z } from 'zod';
import { validation } from './messages';
import { calendarDay, specDate } from './dates';
import { BALANCE_CURRENCIES } from './money';
import { compareDecimal, decimal } from './validators';
import { idName } from './simple-item';

export * from './payment-kinds';

// ---- Views and inputs shared by the money domains (balances, top-ups, transfers, payment lists) ----

/** The largest single movement the API takes (a typo guard, not a business limit): 1 000 000 000.00. */
export const MAX_MOVEMENT = '1000000000.00';

/**
 * An amount of money as a request sends it: a decimal string (or JSON number) with at most 2 places,
 * at least 0.01 and at most MAX_MOVEMENT. Checked exactly, never as a float.
 */
export const moneyAmount = () =>
  decimal(2)
    .refine(
      (value) => !/^[+-]?\d+(\.\d+)?$/.test(value) || compareDecimal(value, '0.01') >= 0,
      validation.minValue('0.01'),
    )
    .refine(
      (value) => !/^[+-]?\d+(\.\d+)?$/.test(value) || compareDecimal(value, MAX_MOVEMENT) <= 0,
      validation.maxValue(MAX_MOVEMENT),
    );

/** An id sent in a form or JSON body: digits or a number, positive. */
export const bodyId = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? validation.required
            : validation.integer,
      })
      .int(validation.integer)
      .positive(validation.minValue(1))
      .max(2_147_483_647, validation.maxValue(2_147_483_647)),
  );

export const balanceCurrency = z.enum(BALANCE_CURRENCIES, { error: validation.notValid });

/** Spec 3 "Status" of a payment: key, value, description. */
export const paymentStatusView = z.object({ key: z.string(), value: z.number(), description: z.string() });

/**
 * Spec 3 "Payment": every payment view of the portal (lists, statements, company pages). Amounts are
 * decimal strings with the currency's places; `amount` is what the payment is about in `currencyCode`
 * (a conversion: what arrived; `originalAmount` what was given). Fees: `conversionFee`/`conversionFeeAmount`
 * for a conversion, `serviceFee`/`serviceFeeAmount` for a transfer to a BIN account.
 */
export const paymentView = z.object({
  id: z.number(),
  amount: z.string(),
  currencyCode: z.string(),
  description: z.string().nullable(),
  originalAmount: z.string().nullable(),
  originalCurrencyCode: z.string().nullable(),
  conversionFee: z.string().nullable(),
  conversionFeeAmount: z.string().nullable(),
  convertedAmount: z.string().nullable(),
  serviceFee: z.string().nullable(),
  serviceFeeAmount: z.string().nullable(),
  createdAt: specDate,
  decidedAt: specDate.nullable(),
  rate: z.string().nullable(),
  status: paymentStatusView,
  type: z.object({ value: z.string(), description: z.string() }),
  source: z.object({ value: z.number(), description: z.string() }).nullable(),
  info: z
    .object({
      hash: z.string().nullable(),
      address: z.string().nullable(),
      blockchain: z.string().nullable(),
      requestedAmount: z.string().nullable(),
    })
    .nullable(),
  from: idName.nullable(),
  to: idName.nullable(),
  company: idName,
  /** Who started it: 'user' | 'staff' | 'system' | 'rule', and the person's name when there is one. */
  initiator: z.object({ kind: z.string(), name: z.string().nullable() }),
  /** The card of a card payment (authorization, settlement, refund, fees of one card, their reversals); else null. */
  card: z.object({ id: z.number(), name: z.string(), last4: z.string() }).nullable(),
  /** A refill made by an auto top-up rule (issue 23): the rule's id; null for any other payment. */
  autoTopUpRuleId: z.number().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** A calendar day, YYYY-MM-DD, in the caller's timezone, within the platform's bounds (dates.ts). */
export const isoDate = calendarDay();

/** Filters of every payment list: days `from`..`to` in the caller's timezone, both included. */
export const periodQuery = { from: isoDate.optional(), to: isoDate.optional() };
