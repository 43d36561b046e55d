/** Transfers between transit and BIN accounts and between currencies, with their quote (spec 7). */
export const transferEndpoints = {};
