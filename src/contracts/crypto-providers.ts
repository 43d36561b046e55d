/** Crypto pay-in providers (spec 7 backoffice settings top-up-crypto-provider). */
export const cryptoProviderEndpoints = {};
