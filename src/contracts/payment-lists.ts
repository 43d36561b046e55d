/** Payment lists, statements and finance totals (spec 7 transfer-funds, company balance). */
export const paymentListEndpoints = {};
