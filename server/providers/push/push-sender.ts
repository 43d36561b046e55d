/**
 * Web push as the portal uses it: one encrypted message (aes128gcm, RFC 8291) to one browser
 * subscription, signed with the server's VAPID key (RFC 8292). The browser's push service (FCM, Mozilla,
 * Apple) is the other end; there is no sandbox because there is nothing to pretend: without a network the
 * send fails and its job retries.
 */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service keeps the message for an offline browser (the TTL header). */
  ttlSeconds: number;
  /** A newer message with the same topic replaces an undelivered older one (≤ 32 base64url characters). */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

export interface PushSender {
  /** The VAPID public key (base64url, uncompressed P-256 point) browsers subscribe with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

/** The push service refused the message, or could not be reached (`statusCode` undefined). */
export class PushError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | undefined,
    /** From Retry-After on a 429 or 503, in milliseconds. */
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }

  /** 404 and 410: the subscription is gone for good (unsubscribed, expired); delete it. */
  get gone(): boolean {
    return this.statusCode === 404 || this.statusCode === 410;
  }

  /** Worth another try later: no answer, too many requests, or a server error. */
  get retryable(): boolean {
    return this.statusCode === undefined || this.statusCode === 429 || this.statusCode >= 500;
  }
}
