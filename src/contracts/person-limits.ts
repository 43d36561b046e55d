import { z } from 'zod';
import { apiMessage } from './api-messages';
import { endpoint, idParam } from './endpoint';
import { validation } from './messages';
import { balanceCurrency, moneyAmount } from './payments';
import { compareDecimal } from './validators';

/**
 * Per-person spend limits (issue 23): what a user may spend per day and per month (UTC) across all the
 * cards they hold, per card currency. The owner sets them for anyone of the company; a team lead for the
 * members of their team, never above their own limit in that currency. Authorizations past them are
 * declined with the reason "person_limit" and its decline fee.
 */

export const personLimitInput = z
  .object({
    currency: balanceCurrency,
    daily: moneyAmount().nullable(),
    monthly: moneyAmount().nullable(),
  })
  .superRefine((limit, ctx) => {
    if (limit.daily === null && limit.monthly === null)
      ctx.addIssue({ code: 'custom', path: ['daily'], message: apiMessage.personLimitEmpty });
    if (limit.daily !== null && limit.monthly !== null && compareDecimal(limit.daily, limit.monthly) > 0)
      ctx.addIssue({ code: 'custom', path: ['monthly'], message: apiMessage.personLimitMonthBelowDay });
  });

/** Every limit of the user: a currency left out has no limit afterwards. */
export const personLimitsBody = z
  .object({ limits: z.array(personLimitInput).max(8, validation.maxLength(8)) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.limits.forEach((limit, i) => {
      if (seen.has(limit.currency))
        ctx.addIssue({ code: 'custom', path: ['limits', i, 'currency'], message: apiMessage.personLimitTwice });
      seen.add(limit.currency);
    });
  });

export const personLimitView = z.object({
  currency: z.string(),
  daily: z.string().nullable(),
  monthly: z.string().nullable(),
  /** What the person's cards in this currency spent today and this month (UTC days, held or settled). */
  spentToday: z.string(),
  spentMonth: z.string(),
});
export type PersonLimitView = z.infer<typeof personLimitView>;

export const userSpendLimits = z.object({ userId: z.number(), limits: z.array(personLimitView) });
export type UserSpendLimits = z.infer<typeof userSpendLimits>;

export const getUserSpendLimits = endpoint({
  method: 'get',
  path: '/user/{id}/spend-limits',
  access: 'team.view',
  summary: "A user's per-person spend limits with what they spent today and this month (owner: company; lead: team)",
  params: idParam,
  response: userSpendLimits,
});

export const setUserSpendLimits = endpoint({
  method: 'put',
  path: '/user/{id}/spend-limits',
  access: 'team.manage',
  summary: "Replace a user's per-person spend limits (a team lead: within their own); audited",
  params: idParam,
  body: personLimitsBody,
  response: userSpendLimits.extend({ message: z.string() }),
});

export const teamSpendLimits = endpoint({
  method: 'get',
  path: '/page/team/spend-limits',
  access: 'team.view',
  summary: "The per-person limits of every user the caller's team list shows (only users with a limit)",
  response: z.array(userSpendLimits),
});

export const mySpendLimits = endpoint({
  method: 'get',
  path: '/page/dashboard/spend-limits',
  access: 'spendLimits.self',
  summary: "The caller's own per-person limits, spent today and this month",
  response: userSpendLimits,
});

export const personLimitEndpoints = { getUserSpendLimits, setUserSpendLimits, teamSpendLimits, mySpendLimits };
