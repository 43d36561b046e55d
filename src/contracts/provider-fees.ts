import { z } from 'zod';
import { positiveId } from './fields';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { historyUser, tariffScale } from './tariff-scales';
import { idName } from './simple-item';

/** The service fee per card provider: which tariff scale prices its transfers (spec 7 backoffice settings). */

// --- settings: service fee per card provider ---

export const cardProvider = z.object({ id: z.number(), key: z.string(), name: z.string() });

export const providerList = endpoint({
  method: 'get',
  path: '/backoffice/settings/provider/list',
  access: 'settings.serviceFee',
  summary: 'Card providers with the tariff scale their BIN accounts pay by default',
  response: z.array(cardProvider.extend({ tariffScale: idName.nullable() })),
});

export const providerServiceFee = endpoint({
  method: 'get',
  path: '/backoffice/settings/provider/{id}/service-fee',
  access: 'settings.serviceFee',
  summary: "A provider's current tariff scale with its bands",
  params: idParam,
  response: z.object({ provider: cardProvider, tariffScale: tariffScale.nullable() }),
});

export const setProviderServiceFee = endpoint({
  method: 'post',
  path: '/backoffice/settings/provider/{id}/service-fee',
  access: 'settings.serviceFee.change',
  summary: 'Give a provider another tariff scale; kept in its service-fee history',
  params: idParam,
  body: z.object({ tariffScaleId: positiveId }),
  response: messageResponse,
});

/** The settings variant of spec 3 "Service-fee history". */
export const providerServiceFeeHistoryRecord = z.object({
  id: z.number(),
  user: historyUser,
  tariffScale: idName.nullable(),
  createdAt: specDate,
});

export const providerServiceFeeHistory = endpoint({
  method: 'get',
  path: '/backoffice/settings/provider/{id}/service-fee-history',
  access: 'settings.serviceFee',
  summary: "Every change of a provider's tariff scale, newest first",
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: paged(providerServiceFeeHistoryRecord),
});
