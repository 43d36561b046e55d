/** Balances: the header balance, dashboard balance, fees and accounts, admin totals (spec 3 Balances). */
export const balanceEndpoints = {};
