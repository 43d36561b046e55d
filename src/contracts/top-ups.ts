/** Top-ups and withdrawals: pay-in info, staff crypto and fiat top-ups, decisions (spec 7 backoffice company). */
export const topUpEndpoints = {};
