import {
  PAY_IN_SOURCE_LABEL,
  PAYMENT_STATUS_KEYS,
  PAYMENT_STATUS_LABEL,
  PAYMENT_TYPE_LABEL,
  type PaymentStatus,
  type PaymentType,
  type PaymentView,
} from '@/src/contracts/payments';
import type { PaymentRow } from '@/server/db/queries/payments';
import { formatMinor } from '@/server/ledger/amounts';
import { specDate } from '@/server/lib/spec-date';
import { specDateOrNull } from '@/server/lib/spec-date';

/** The spec 3 "Payment" view of one payment row: amounts through formatMinor, status through its label. */
export function paymentViewOf(row: PaymentRow): PaymentView {
  const p = row.payment;
  const status = PAYMENT_STATUS_LABEL[p.status as PaymentStatus] ?? {
    key: PAYMENT_STATUS_KEYS[0],
    description: 'Unknown',
  };
  const isConversion = p.type === 'transfer_between_transit';
  const isToBin = p.type === 'transfer_transit_to_bin';
  const sentCurrency = p.originalCurrency ?? p.currency;
  const feeAmount = p.feeAmount !== null ? formatMinor(p.feeAmount, sentCurrency) : null;
  const info = (p.info ?? null) as Record<string, unknown> | null;
  const infoText = (key: string) => (typeof info?.[key] === 'string' ? (info[key] as string) : null);
  const person =
    [row.initiatorFirstName, row.initiatorLastName].filter(Boolean).join(' ') || row.initiatorEmail || null;
  return {
    id: p.id,
    amount: formatMinor(p.amount, p.currency),
    currencyCode: p.currency,
    description: p.description,
    originalAmount:
      p.originalAmount !== null && p.originalCurrency ? formatMinor(p.originalAmount, p.originalCurrency) : null,
    originalCurrencyCode: p.originalCurrency,
    conversionFee: isConversion ? p.feePercent : null,
    conversionFeeAmount: isConversion ? feeAmount : null,
    convertedAmount: isConversion ? formatMinor(p.amount, p.currency) : null,
    serviceFee: isToBin ? p.feePercent : null,
    serviceFeeAmount: isToBin ? feeAmount : null,
    createdAt: specDate(p.createdAt),
    decidedAt: specDateOrNull(p.decidedAt),
    rate: p.rate,
    status: { key: status.key, value: p.status, description: status.description },
    type: { value: p.type, description: PAYMENT_TYPE_LABEL[p.type as PaymentType] ?? p.type },
    source:
      p.source !== null ? { value: p.source, description: PAY_IN_SOURCE_LABEL[p.source] ?? String(p.source) } : null,
    info: info
      ? {
          hash: infoText('hash'),
          address: infoText('address'),
          blockchain: infoText('blockchain'),
          requestedAmount: infoText('requestedAmount'),
        }
      : null,
    from: p.fromAccountId !== null ? { id: p.fromAccountId, name: row.fromName ?? '' } : null,
    to: p.toAccountId !== null ? { id: p.toAccountId, name: row.toName ?? '' } : null,
    company: { id: p.companyId, name: row.companyName },
    initiator: { kind: p.initiatorKind, name: person },
    card: row.card ? { id: row.card.id, name: row.card.name, last4: row.card.last4 } : null,
    autoTopUpRuleId: typeof info?.autoTopUpRuleId === 'number' ? info.autoTopUpRuleId : null,
  };
}
