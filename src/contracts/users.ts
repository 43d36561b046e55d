import { z } from 'zod';
import { specDate } from './dates';
import { PERMISSIONS } from './access';
import { ANALYTICS_CLIENT_ID_PATTERN } from './analytics-events';
import { endpoint, idParam } from './endpoint';
import { shortText } from './fields';
import { validation } from './messages';
import { personNameFields } from './person-name';

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
  ...personNameFields,
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
  teamLead: z.object({ id: z.number(), ...personNameFields, email: z.string() }).nullable(),
  company: z.object({
    name: z.string(),
    uuid: z.string(),
    issuedCardsCount: z.number(),
    cardsAvailableCount: z.number(),
    income_fee: z.string(),
  }),
  country: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  createdAt: specDate,
  updatedAt: specDate,
  permissions: z.array(z.string()),
  timezone: z.string(),
  ymClientId: z.string().nullable(),
  ymUserId: z.string().nullable(),
  cryptoWalletChanges: z.object({ isChanged: z.boolean(), changedAt: specDate.nullable() }),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const me = endpoint({
  method: 'get',
  path: '/user/me',
  access: 'user.me',
  summary: 'The signed-in user with role, permissions and company',
  response: currentUser,
});

/** Another user as a colleague or staff sees them (spec 3 "Other user views"). */
export const userView = z.object({
  id: z.number(),
  email: z.string(),
  ...personNameFields,
  status: z.object({ value: z.number(), description: z.string() }),
  roles: z.array(z.object({ id: z.number(), role: z.object({ description: z.string() }) })),
  role: z.object({ value: z.number(), description: z.string() }),
  teamName: z.string().nullable(),
  teamLead: z.object({ id: z.number() }).nullable(),
  /** Spec 3 "Team label of a user". */
  teamLabel: z.string(),
  currencyCode: z.string(),
  companyId: z.number().nullable(),
  canSeeBalance: z.boolean(),
  permissions: z.array(z.string()),
  isInvitePending: z.boolean(),
  createdAt: specDate,
});
export type UserView = z.infer<typeof userView>;

const personName = shortText(100);

export const getUser = endpoint({
  method: 'get',
  path: '/user/{id}',
  access: 'user.view',
  summary:
    "A user of the caller's company (owner: anyone in it; team lead: self and own team; buyer: self); staff: anyone",
  params: idParam,
  response: userView,
});

export const userUpdate = z
  .object({
    firstName: personName.optional(),
    lastName: personName.optional(),
    teamName: personName.nullable().optional(),
    role: z.coerce
      .number()
      .pipe(z.union([z.literal(3), z.literal(4)], { error: validation.notValid }))
      .optional(),
    /** A buyer's team lead (a team lead of the same company), or null for none. */
    teamLeadId: z.coerce.number().int(validation.integer).positive(validation.notValid).nullable().optional(),
    canSeeBalance: z.boolean({ error: validation.notValid }).optional(),
    permissions: z
      .array(z.enum(PERMISSIONS, { error: validation.notValid }))
      .max(PERMISSIONS.length)
      .optional(),
  })
  .strict();
export type UserUpdate = z.input<typeof userUpdate>;

export const updateUser = endpoint({
  method: 'patch',
  path: '/user/{id}',
  access: 'user.edit',
  summary: "Change a user within the caller's reach; role, team lead and rights need USER_FIELD_RIGHTS",
  params: idParam,
  body: userUpdate,
  response: userView,
});

export const updateYmClientId = endpoint({
  method: 'patch',
  path: '/user/update-ym-client-id',
  access: 'analytics.clientIdSync',
  summary:
    "Store this browser's analytics client id for the signed-in owner (spec 6: synced for role 2); the browser's " +
    'events count as theirs',
  body: z
    .object({
      ymClientId: z
        .string({ error: validation.required })
        .min(1, validation.required)
        .max(64, validation.maxLength(64))
        .regex(ANALYTICS_CLIENT_ID_PATTERN, validation.notValid),
    })
    .strict(),
  response: z.object({ ymClientId: z.string() }),
});

export const userEndpoints = { me, updateYmClientId, getUser, updateUser };
