import { z } from 'zod';
import { positiveId } from './fields';
import { specDate } from './dates';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { validation } from './messages';
import { requiredIf } from './validators';
import { cardProvider } from './provider-fees';
import { historyUser, tariffScale } from './tariff-scales';
import { idName } from './simple-item';

/** A company's own tariff scale per card provider, or auto-update to the provider's (spec 7 backoffice company). */

// --- company tariff scales (spec 7 backoffice company; right company.selectTariff) ---

const companyTariffBody = z
  .object({
    providerId: positiveId,
    /** null with autoUpdate: the company follows the provider's current scale. */
    tariffScaleId: positiveId
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    autoUpdate: z.boolean({ error: validation.notValid }),
  })
  .refine(...requiredIf('tariffScaleId', (v) => v.autoUpdate === false));
export const companyProviderList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/provider-list',
  access: 'company.selectTariff',
  summary: 'The card providers a company can have a tariff scale for',
  params: idParam,
  response: z.array(cardProvider),
});

/** A company's tariff scale for one provider; `providerTariffScale` is what it follows with autoUpdate. */
export const companyTariff = z.object({
  provider: cardProvider,
  tariffScale: tariffScale.nullable(),
  autoUpdate: z.boolean(),
  providerTariffScale: idName.nullable(),
});
export type CompanyTariff = z.infer<typeof companyTariff>;

export const companyTariffScales = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/tariff-scales',
  access: 'company.selectTariff',
  summary: "The company's tariff scale per provider; a provider without a row follows its own scale (autoUpdate)",
  params: idParam,
  response: z.array(companyTariff),
});

export const createCompanyTariffScale = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/tariff-scales',
  access: 'company.selectTariff',
  summary: 'Give the company a tariff scale for a provider it has none for (422 on providerId when it has one)',
  params: idParam,
  body: companyTariffBody,
  response: messageResponse,
  status: 201,
});

export const editCompanyTariffScale = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/tariff-scales/edit',
  access: 'company.selectTariff',
  summary: "Change the company's tariff scale or auto-update for a provider (422 on providerId when it has none)",
  params: idParam,
  body: companyTariffBody,
  response: messageResponse,
});

export const companyTariffHistoryRecord = z.object({
  id: z.number(),
  provider: cardProvider,
  user: historyUser,
  tariffScale: idName.nullable(),
  autoUpdate: z.boolean(),
  createdAt: specDate,
});

export const companyTariffHistory = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/tariff-scales/history',
  access: 'company.selectTariff',
  summary: "Every change of the company's tariff scales, newest first",
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: paged(companyTariffHistoryRecord),
});
