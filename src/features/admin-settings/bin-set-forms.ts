import { z } from 'zod';
import {
  BIN_SET_STATUS_LABEL,
  binSetCreateBody,
  binSetEditBody,
  type BinSet,
  type BinSetEditBody,
} from '@/src/contracts/bin-sets';

/**
 * The BIN set dialogs' schemas: the contract's own field rules, adapted only to what a form sends — an
 * empty select means "no legal entity" (null) and the status arrives as the text '0' or '1'.
 */

const noneAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === '' ? null : value), schema);

export const binSetCreateForm = binSetCreateBody.omit({ status: true }).extend({
  legalEntityId: noneAsNull(binSetCreateBody.shape.legalEntityId),
});

const edit = binSetEditBody.shape;

export const binSetEditForm = z.object({
  name: edit.name.unwrap(),
  legalEntityId: noneAsNull(edit.legalEntityId.unwrap()),
  status: z.coerce.number().pipe(edit.status.unwrap()),
  cardIssuanceFee: edit.cardIssuanceFee.unwrap(),
  monthlyMaintenanceFee: edit.monthlyMaintenanceFee.unwrap(),
});
export type BinSetEditForm = z.output<typeof binSetEditForm>;

export const STATUS_OPTIONS = Object.entries(BIN_SET_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/** Fee strings compare as typed decimals: '5' and '5.00' are the same fee. */
const sameDecimal = (a: string, b: string) =>
  a.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') === b.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/** Only what the person changed is sent; an unchanged form sends nothing. */
export function changedBinSetFields(set: BinSet, value: BinSetEditForm): BinSetEditBody {
  const body: BinSetEditBody = {};
  if (value.name !== set.name) body.name = value.name;
  if ((value.legalEntityId ?? null) !== (set.legalEntity?.id ?? null)) body.legalEntityId = value.legalEntityId;
  if (value.status !== set.status.value) body.status = value.status;
  if (!sameDecimal(value.cardIssuanceFee, set.cardIssuanceFee)) body.cardIssuanceFee = value.cardIssuanceFee;
  if (!sameDecimal(value.monthlyMaintenanceFee, set.monthlyMaintenanceFee))
    body.monthlyMaintenanceFee = value.monthlyMaintenanceFee;
  return body;
}
