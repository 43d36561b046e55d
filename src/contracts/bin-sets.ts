/** BIN sets: the settings tab, default issuance, per company and per group assignment (spec 2.3). */
export const binSetEndpoints = {};
