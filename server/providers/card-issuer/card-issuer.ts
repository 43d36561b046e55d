/**
 * The card issuer (PRODUCT.md "Cards"): the company that runs the card range, holds the full card data
 * and asks the portal to decide each authorization through signed webhooks. The portal keeps only what
 * it may show (name, last four digits, status, limits); the number, CVV and expiry stay with the issuer
 * and are fetched on a reveal.
 */

/** Limits in minor units of the card's currency; null means no limit of that kind. */
export interface IssuerLimits {
  perTransaction: bigint | null;
  daily: bigint | null;
  monthly: bigint | null;
  lifetime: bigint | null;
}

export interface IssueCardInput {
  /** The BIN the number starts with. */
  bin: string;
  currency: string;
  /** The portal's own reference for the request, so a retried issue makes one card. */
  reference: string;
  name: string;
  holder: { firstName: string; lastName: string; email: string };
  limits: IssuerLimits;
}

export interface IssuedCard {
  issuerCardId: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** What a reveal answers: never stored, never logged. */
export interface CardSecrets {
  number: string;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface CardIssuer {
  readonly kind: 'api' | 'sandbox';
  issue(input: IssueCardInput): Promise<IssuedCard>;
  freeze(issuerCardId: string): Promise<void>;
  unfreeze(issuerCardId: string): Promise<void>;
  close(issuerCardId: string): Promise<void>;
  setLimits(issuerCardId: string, limits: IssuerLimits): Promise<void>;
  reveal(issuerCardId: string): Promise<CardSecrets>;
}

/** The issuer refused or could not be reached: the portal answers 502 and changes nothing. */
export class CardIssuerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
