import { z } from 'zod';
import { endpoint, idParam, messageResponse, paged, pageQuery } from './endpoint';
import { positiveId, requiredList, requiredText, shortText } from './fields';
import { validation } from './messages';
import { apiMessage } from './api-messages';
import { BALANCE_CURRENCIES } from './money';
import { compareDecimal, decimal } from './validators';
import { idName } from './simple-item';

/**
 * BIN sets (spec 3 "BIN set"; spec 2.3 settings bin-sets, company bin-sets, group add/delete-bin-sets).
 * Assigning a set to a company opens the company's BIN account for it (type 1, the set's currency);
 * taking it away closes that account, which must be empty first. Exactly one active set is the default
 * for card issuance.
 */

export const BIN_SET_STATUS = { inactive: 0, active: 1 } as const;
export const BIN_SET_STATUS_LABEL: Record<number, string> = { 0: 'Inactive', 1: 'Active' };

/** The largest card fee a BIN set may charge, in its currency. */
export const BIN_SET_FEE_MAX = '10000.00';

const option = z.object({ value: z.number(), description: z.string() });

/** Spec 3 "BIN set", plus its name and currency. Fees are decimal strings in the set's currency. */
export const binSet = z.object({
  id: z.number(),
  bin: z.string(),
  name: z.string(),
  currency: z.string(),
  legalEntity: idName.nullable(),
  provider: z.object({ key: z.string(), value: z.number(), description: z.string() }),
  status: option,
  isDefaultIssuance: z.boolean(),
  cardIssuanceFee: z.string(),
  monthlyMaintenanceFee: z.string(),
});
export type BinSet = z.infer<typeof binSet>;

const isDecimal = (v: string) => /^[+-]?\d+(\.\d+)?$/.test(v);
/** A card fee: a decimal with at most 2 places from 0 to BIN_SET_FEE_MAX. */
const cardFee = () =>
  decimal(2).refine(
    (v) => !isDecimal(v) || (compareDecimal(v, 0) >= 0 && compareDecimal(v, BIN_SET_FEE_MAX) <= 0),
    validation.between(0, BIN_SET_FEE_MAX),
  );

const status = z.union([z.literal(0), z.literal(1)], { error: validation.notValid });

export const binSetCreateBody = z.object({
  /** The 6 to 8 leading digits of the cards. */
  bin: requiredText().regex(/^\d{6,8}$/, 'Enter 6 to 8 digits'),
  name: requiredText().max(100, validation.maxLength(100)),
  currency: z.enum(BALANCE_CURRENCIES, { error: validation.notValid }),
  providerId: positiveId,
  legalEntityId: positiveId
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  status: status.default(1),
  cardIssuanceFee: cardFee(),
  monthlyMaintenanceFee: cardFee(),
});
export type BinSetCreateBody = z.input<typeof binSetCreateBody>;

/** What may change on a set: its BIN, currency and provider are fixed once accounts use them. */
export const binSetEditBody = z
  .object({
    name: requiredText().max(100, validation.maxLength(100)),
    legalEntityId: positiveId.nullable(),
    status,
    cardIssuanceFee: cardFee(),
    monthlyMaintenanceFee: cardFee(),
  })
  .partial()
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: apiMessage.nothingToChange });
export type BinSetEditBody = z.input<typeof binSetEditBody>;

const listQuery = z.object({
  /** Part of the BIN or the name. */
  search: shortText(100).optional(),
  ...pageQuery,
});

// --- settings: bin-sets ---

export const listBinSets = endpoint({
  method: 'get',
  path: '/backoffice/settings/bin-set/list',
  access: 'settings.binSets',
  summary: 'BIN sets, newest first; search matches part of the BIN or the name',
  query: listQuery,
  response: paged(binSet),
});

export const createBinSet = endpoint({
  method: 'post',
  path: '/backoffice/settings/bin-set/create',
  access: 'settings.binSets',
  summary: 'Create a BIN set (BIN of 6 to 8 digits, unique; currency a balance currency)',
  body: binSetCreateBody,
  response: z.object({ message: z.string(), binSet }),
  status: 201,
});

export const editBinSet = endpoint({
  method: 'patch',
  path: '/backoffice/settings/bin-set/{id}/edit',
  access: 'settings.binSets',
  summary: "Change a set's name, legal entity, status or fees; the default set for issuance stays active",
  params: idParam,
  body: binSetEditBody,
  response: messageResponse,
});

export const setDefaultIssuance = endpoint({
  method: 'patch',
  path: '/backoffice/settings/bin-set/{id}/default-issuance',
  access: 'settings.binSets',
  summary: 'Make an active set the one default for card issuance (the previous default stops being it)',
  params: idParam,
  response: messageResponse,
});

export const binSetClient = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  /** The company's BIN account for the set, with its balance in the set's currency. */
  account: z.object({ id: z.number(), name: z.string(), balance: z.string(), currency: z.string() }),
});

export const binSetClients = endpoint({
  method: 'get',
  path: '/backoffice/settings/bin-set/{id}/clients',
  access: 'settings.binSets',
  summary: 'The companies holding the set (an open BIN account for it), by name',
  params: idParam,
  query: z.object({ ...pageQuery }),
  response: z.object({ binSet, ...paged(binSetClient).shape }),
});

// --- per company and per group ---

const binSetIdsBody = z.object({
  binSetIds: requiredList(positiveId, 100),
});
/** A set assigned to a company, with the BIN account it opened. */
export const companyBinSet = binSet.extend({
  account: z.object({ id: z.number(), name: z.string(), balance: z.string(), hold: z.string() }),
});
export type CompanyBinSet = z.infer<typeof companyBinSet>;

export const companyBinSetList = endpoint({
  method: 'get',
  path: '/backoffice/company/{id}/bin-set/list',
  access: 'company.view',
  summary: 'The BIN sets assigned to the company, each with its open BIN account',
  params: idParam,
  response: z.array(companyBinSet),
});

export const addCompanyBinSets = endpoint({
  method: 'post',
  path: '/backoffice/company/{id}/bin-set/add',
  access: 'settings.binSets',
  summary: 'Assign BIN sets: opens one BIN account per set in its currency; a set already assigned is left as it is',
  params: idParam,
  body: binSetIdsBody,
  response: messageResponse,
});

export const removeCompanyBinSets = endpoint({
  method: 'delete',
  path: '/backoffice/company/{id}/bin-set/delete',
  access: 'settings.binSets',
  summary: 'Take BIN sets away: closes their BIN accounts, which must hold no money (422 otherwise, nothing changes)',
  params: idParam,
  body: binSetIdsBody,
  response: messageResponse,
});

/** A set held by members of a group: how many of them hold it. */
export const groupBinSet = binSet.extend({ companiesCount: z.number() });

export const groupBinSetList = endpoint({
  method: 'get',
  path: '/backoffice/group/{id}/bin-set/list',
  access: 'settings.binSets',
  summary: 'The BIN sets any member of the group holds, with how many members hold each',
  params: idParam,
  response: z.object({ membersCount: z.number(), records: z.array(groupBinSet) }),
});

export const addGroupBinSets = endpoint({
  method: 'post',
  path: '/backoffice/group/{id}/bin-set/add',
  access: 'settings.binSets',
  summary: 'Assign BIN sets to every member company, all or nothing',
  params: idParam,
  body: binSetIdsBody,
  response: messageResponse,
});

export const removeGroupBinSets = endpoint({
  method: 'delete',
  path: '/backoffice/group/{id}/bin-set/delete',
  access: 'settings.binSets',
  summary: 'Take BIN sets away from every member company, all or nothing (422 when an account holds money)',
  params: idParam,
  body: binSetIdsBody,
  response: messageResponse,
});

export const binSetEndpoints = {
  listBinSets,
  createBinSet,
  editBinSet,
  setDefaultIssuance,
  binSetClients,
  companyBinSetList,
  addCompanyBinSets,
  removeCompanyBinSets,
  groupBinSetList,
  addGroupBinSets,
  removeGroupBinSets,
};
