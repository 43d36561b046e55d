import type { CardIssuer, CardSecrets, IssuedCard, IssuerLimits } from './card-issuer';
import { CardIssuerError } from './card-issuer';

/**
 * A card issuer's REST API over HTTPS with JSON bodies and a bearer key:
 *   POST /v1/cards (Idempotency-Key: the portal's reference) → { id, last4, expiryMonth, expiryYear }
 *   POST /v1/cards/{id}/freeze | /unfreeze | /close
 *   PUT  /v1/cards/{id}/limits { perTransaction, daily, monthly, lifetime } (minor units as strings, or null)
 *   GET  /v1/cards/{id}/sensitive → { number, cvv, expiryMonth, expiryYear }
 * Every call has a deadline; a refusal or a timeout is a CardIssuerError, which the portal answers 502.
 */
export function createApiCardIssuer(options: { baseUrl: string; apiKey: string; timeoutMs?: number }): CardIssuer {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CardIssuerError(`Card issuer unreachable: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // Not JSON: the text itself says what went wrong.
      }
      throw new CardIssuerError(`Card issuer answered ${res.status}: ${message}`, res.status);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  const limitsJson = (limits: IssuerLimits) =>
    Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, v === null ? null : (v as bigint).toString()]));

  return {
    kind: 'api',
    async issue(input): Promise<IssuedCard> {
      const out = await call<{ id: string; last4: string; expiryMonth: number; expiryYear: number }>(
        'POST',
        '/v1/cards',
        {
          bin: input.bin,
          currency: input.currency,
          name: input.name,
          holder: input.holder,
          limits: limitsJson(input.limits),
          reference: input.reference,
        },
        { 'idempotency-key': input.reference },
      );
      if (typeof out.id !== 'string' || !/^\d{4}$/.test(out.last4))
        throw new CardIssuerError('Card issuer answered an unexpected card');
      return { issuerCardId: out.id, last4: out.last4, expiryMonth: out.expiryMonth, expiryYear: out.expiryYear };
    },
    async freeze(id) {
      await call('POST', `/v1/cards/${encodeURIComponent(id)}/freeze`);
    },
    async unfreeze(id) {
      await call('POST', `/v1/cards/${encodeURIComponent(id)}/unfreeze`);
    },
    async close(id) {
      await call('POST', `/v1/cards/${encodeURIComponent(id)}/close`);
    },
    async setLimits(id, limits) {
      await call('PUT', `/v1/cards/${encodeURIComponent(id)}/limits`, limitsJson(limits));
    },
    async reveal(id): Promise<CardSecrets> {
      const out = await call<CardSecrets>('GET', `/v1/cards/${encodeURIComponent(id)}/sensitive`);
      return { number: out.number, cvv: out.cvv, expiryMonth: out.expiryMonth, expiryYear: out.expiryYear };
    },
  };
}
