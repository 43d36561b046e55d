import { z } from 'zod';
import { endpoint } from './endpoint';

export const USER_STATUS = { closed: 0, paused: 1, active: 2 } as const;
export const USER_STATUS_LABEL: Record<number, string> = { 0: 'Closed', 1: 'Paused', 2: 'Active' };

/** Spec placeholders when a company is missing. */
export const NO_NAME = 'NO_NAME';
export const NO_UUID = 'NO_UUID';

const option = z.object({ key: z.string(), value: z.number(), description: z.string() });

export const currentUser = z.object({
  id: z.number(),
  phone: z.string().nullable(),
  email: z.string(),
  otp3DSEmail: z.boolean(),
  emailFor3ds: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  teamName: z.string().nullable(),
  balanceCurrency: z.string(),
  balanceCurrencyList: z.array(z.string()),
  isProfileFilled: z.boolean(),
  cardsCount: z.number(),
  cardsSpent: z.object({ spent: z.string(), currencyCode: z.string() }),
  status: option,
  roles: z.array(z.object({ id: z.number(), role: option })),
  twoFA: z.boolean(),
  canSeeBalance: z.boolean(),
  teamLead: z
    .object({ id: z.number(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() })
    .nullable(),
  company: z.object({
    name: z.string(),
    uuid: z.string(),
    issuedCardsCount: z.number(),
    cardsAvailableCount: z.number(),
    income_fee: z.string(),
  }),
  country: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  permissions: z.array(z.string()),
  timezone: z.string(),
  ymClientId: z.string().nullable(),
  ymUserId: z.string().nullable(),
  cryptoWalletChanges: z.object({ isChanged: z.boolean(), changedAt: z.string().nullable() }),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const me = endpoint({
  method: 'get',
  path: '/user/me',
  access: 'user.me',
  summary: 'The signed-in user with role, permissions and company',
  response: currentUser,
});

export const userEndpoints = { me };
