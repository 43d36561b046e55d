/**
 * A job that can never succeed (a chat that blocked the bot, a push service refusing the message): fail now, no retry.
 */
export class PermanentJobError extends Error {}

/** Try again no sooner than `afterMs` (a push service's Retry-After), still within max_attempts. */
export class RetryJobError extends Error {
  constructor(
    message: string,
    readonly afterMs: number | undefined,
  ) {
    super(message);
  }
}
