import type { CryptoPayInProvider } from './pay-in';
import { sandboxPayIn } from './sandbox-pay-in';

export type { CryptoPayInProvider } from './pay-in';

/**
 * The adapter of a crypto provider row. Every provider of the catalogue is a sandbox today; a real one
 * is added here by name with its own client.
 */
export function payInProviderFor(_provider: { id: number; name: string }): CryptoPayInProvider {
  return sandboxPayIn;
}
