import { z } from 'zod';
import { specDate } from './dates';
import { endpoint } from './endpoint';
import { percent } from './validators';
import { personNameFields } from './person-name';

/**
 * The card FX fee (finance totals' cardFxFeeSum): the percent taken on a card payment settled in a
 * currency other than the card's, on top of the platform rate. One platform setting, kept with the
 * service fees of the settings page.
 */

export const cardFxFeeSetting = z.object({
  /** Percent, 2 decimals, "0.00" to "100.00". */
  percent: z.string(),
  updatedAt: specDate,
  updatedBy: z.object({ id: z.number(), ...personNameFields }).nullable(),
});
export const getCardFxFee = endpoint({
  method: 'get',
  path: '/backoffice/settings/card-fx-fee',
  access: 'settings.serviceFee',
  summary: "The card FX fee percent taken on card payments in a currency other than the card's",
  response: cardFxFeeSetting,
});

export const cardFxFeeBody = z.object({ percent: percent() });

export const setCardFxFee = endpoint({
  method: 'patch',
  path: '/backoffice/settings/card-fx-fee',
  access: 'settings.serviceFee.change',
  summary: 'Change the card FX fee percent (applies to settlements from now on)',
  body: cardFxFeeBody,
  response: z.object({ message: z.string(), setting: cardFxFeeSetting }),
});

export const cardFxFeeEndpoints = { getCardFxFee, setCardFxFee };
