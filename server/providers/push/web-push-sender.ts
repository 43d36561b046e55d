import type { Agent } from 'node:https';
import webpush from 'web-push';
import { PushError, type PushOptions, type PushSender, type PushTarget } from './push-sender';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const PUSH_SEND_TIMEOUT_MS = 10_000;

/** Retry-After is seconds or an HTTP date (RFC 9110). */
function retryAfterMs(value: string | string[] | undefined, now: number): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The real client: the `web-push` library encrypts the payload for the subscription's keys and signs a
 * VAPID JWT whose audience is the endpoint's origin. `agent` lets tests trust a local push service's
 * self-signed certificate (production uses the default agent and the system's CAs).
 */
export function createWebPushSender(options: { keys: VapidKeys; subject: string; agent?: Agent }): PushSender {
  const vapidDetails = {
    subject: options.subject,
    publicKey: options.keys.publicKey,
    privateKey: options.keys.privateKey,
  };
  return {
    publicKey: options.keys.publicKey,
    async send(target: PushTarget, payload: string, sendOptions: PushOptions) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails,
          TTL: sendOptions.ttlSeconds,
          contentEncoding: 'aes128gcm',
          timeout: PUSH_SEND_TIMEOUT_MS,
          ...(sendOptions.topic && { topic: sendOptions.topic }),
          ...(sendOptions.urgency && { urgency: sendOptions.urgency }),
          ...(options.agent && { agent: options.agent }),
        });
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          throw new PushError(
            `Push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`,
            error.statusCode,
            retryAfterMs(error.headers?.['retry-after'], Date.now()),
          );
        }
        throw new PushError(
          `Push service unreachable: ${error instanceof Error ? error.message : String(error)}`,
          undefined,
          undefined,
        );
      }
    },
  };
}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
