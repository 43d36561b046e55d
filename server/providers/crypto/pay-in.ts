import type { PayInNetwork } from '@/src/contracts/top-ups';

/**
 * A crypto pay-in provider (spec 3 "Top-up crypto provider"): it gives each company a deposit address
 * per network, and later tells the platform what arrived there. Only the first part exists today; a
 * real provider implements this over its API and is picked by name in ./index.ts.
 */
export interface CryptoPayInProvider {
  /** A deposit address for the company on the network: the same one every time it is asked. */
  depositAddress(input: { companyId: number; providerId: number; network: PayInNetwork }): Promise<string>;
}
