import { createHmac, randomBytes } from 'node:crypto';
import type { CardIssuer, CardSecrets, IssuedCard, IssuerLimits } from './card-issuer';
import { CardIssuerError } from './card-issuer';
import { luhnCheckDigit } from './luhn';

const CARD_NUMBER_LENGTH = 16;
/** Cards of the sandbox live this many months (plus up to a year, drawn from the card's id). */
const VALIDITY_MONTHS = 36;

/**
 * The built-in sandbox issuer (PRODUCT.md "Cards"). A card's number, CVV and expiry are derived from the
 * sandbox secret (kept in platform_secrets) and the card's issuer id, so nothing card-sensitive is
 * stored anywhere: the same id always reveals the same Luhn-valid number starting with the BIN. The id
 * carries the BIN and the month of issue: `sbx_<bin>_<yyyymm>_<random>`.
 */
export interface SandboxCardIssuer extends CardIssuer {
  readonly kind: 'sandbox';
  /** What the sandbox knows of a card's state (it mirrors the adapter calls; unknown cards are active). */
  stateOf(issuerCardId: string): { status: 'active' | 'frozen' | 'closed'; limits: IssuerLimits | null };
}

export function deriveCardSecrets(secret: string, issuerCardId: string): CardSecrets {
  const match = /^sbx_(\d{6,8})_(\d{4})(\d{2})_[A-Za-z0-9_-]+$/.exec(issuerCardId);
  if (!match) throw new CardIssuerError(`Not a sandbox card: ${issuerCardId}`, 404);
  const [, bin, year, month] = match as unknown as [string, string, string, string];
  const digest = createHmac('sha256', secret).update(`card:${issuerCardId}`).digest();
  // Body digits from the digest, one byte each (mod 10 bias is irrelevant for a sandbox).
  let body = '';
  for (let i = 0; body.length < CARD_NUMBER_LENGTH - 1 - bin.length; i++) body += String(digest[i]! % 10);
  const partial = bin + body;
  const number = partial + luhnCheckDigit(partial);
  const cvv = String(digest.readUInt16BE(20) % 1000).padStart(3, '0');
  const months = Number(year) * 12 + (Number(month) - 1) + VALIDITY_MONTHS + (digest[24]! % 13);
  return { number, cvv, expiryMonth: (months % 12) + 1, expiryYear: Math.floor(months / 12) };
}

export function createSandboxCardIssuer(secret: string, now: () => Date): SandboxCardIssuer {
  const state = new Map<string, { status: 'active' | 'frozen' | 'closed'; limits: IssuerLimits | null }>();
  const entry = (id: string) => {
    deriveCardSecrets(secret, id); // refuses ids the sandbox never issued
    let s = state.get(id);
    if (!s) state.set(id, (s = { status: 'active', limits: null }));
    return s;
  };
  return {
    kind: 'sandbox',
    async issue(input): Promise<IssuedCard> {
      if (!/^\d{6,8}$/.test(input.bin)) throw new CardIssuerError(`Not a BIN: ${input.bin}`, 422);
      const at = now();
      const stamp = `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
      const issuerCardId = `sbx_${input.bin}_${stamp}_${randomBytes(9).toString('base64url')}`;
      const secrets = deriveCardSecrets(secret, issuerCardId);
      state.set(issuerCardId, { status: 'active', limits: input.limits });
      return {
        issuerCardId,
        last4: secrets.number.slice(-4),
        expiryMonth: secrets.expiryMonth,
        expiryYear: secrets.expiryYear,
      };
    },
    async freeze(id) {
      const s = entry(id);
      if (s.status === 'closed') throw new CardIssuerError('The card is closed', 409);
      s.status = 'frozen';
    },
    async unfreeze(id) {
      const s = entry(id);
      if (s.status === 'closed') throw new CardIssuerError('The card is closed', 409);
      s.status = 'active';
    },
    async close(id) {
      entry(id).status = 'closed';
    },
    async setLimits(id, limits) {
      entry(id).limits = limits;
    },
    async reveal(id) {
      return deriveCardSecrets(secret, id);
    },
    stateOf(id) {
      return state.get(id) ?? { status: 'active', limits: null };
    },
  };
}
