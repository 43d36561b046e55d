/** Tariff scales, provider service fees, company tariff scales and BIN-account fees (spec 2.3 settings tariff and service-fee). */
export const tariffEndpoints = {};
