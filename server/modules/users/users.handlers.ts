import { effectivePermissions, ROLE_LABEL, type RoleId } from '@/src/contracts/access';
import { BALANCE_CURRENCIES } from '@/src/contracts/money';
import { NO_NAME, NO_UUID, USER_STATUS_LABEL, type userEndpoints } from '@/src/contracts/users';
import { linkClient } from '@/server/db/queries/analytics-events';
import { getUserRow, setYmClientId } from '@/server/db/queries/users';
import type { Handlers } from '@/server/http/mount';
import { formatMinor } from '@/server/ledger/amounts';
import { userTarget } from '@/server/http/user-target';
import { thisMonthStart } from '@/server/modules/team/card-figures';
import { meCardFigures } from './me-card-figures';
import { updateUserChecked } from './user-update';
import { toUserView } from './user-view';
import { specDate, specDateOrNull } from '@/server/lib/spec-date';

const STATUS_KEY: Record<number, string> = { 0: 'closed', 1: 'paused', 2: 'active' };

export const usersHandlers: Handlers<typeof userEndpoints> = {
  async me({ auth, c }) {
    // The caller's rows came with the session check; their cards and a team lead, when there is one, need a query.
    const { user, company } = auth;
    const [lead, cards] = await Promise.all([
      user.teamLeadId ? getUserRow(c.var.deps.db, user.teamLeadId) : null,
      meCardFigures(c.var.deps, user.id, user.balanceCurrency, thisMonthStart(c)),
    ]);
    const teamLead = lead && { id: lead.id, firstName: lead.firstName, lastName: lead.lastName, email: lead.email };
    const role = user.role as RoleId;
    return {
      id: user.id,
      phone: user.phone,
      email: user.email,
      otp3DSEmail: user.otp3DSEmail,
      emailFor3ds: user.emailFor3ds,
      firstName: user.firstName,
      lastName: user.lastName,
      teamName: user.teamName,
      balanceCurrency: user.balanceCurrency,
      balanceCurrencyList: [...BALANCE_CURRENCIES],
      isProfileFilled: user.isProfileFilled,
      cardsCount: cards.cardsCount,
      cardsSpent: { spent: formatMinor(cards.spend, user.balanceCurrency), currencyCode: user.balanceCurrency },
      status: {
        key: STATUS_KEY[user.status] ?? 'unknown',
        value: user.status,
        description: USER_STATUS_LABEL[user.status] ?? '',
      },
      roles: [
        { id: role, role: { key: ROLE_LABEL[role].key, value: role, description: ROLE_LABEL[role].description } },
      ],
      twoFA: user.twoFA,
      canSeeBalance: user.canSeeBalance,
      teamLead: teamLead ?? null,
      company: {
        name: company?.name ?? NO_NAME,
        uuid: company?.uuid ?? NO_UUID,
        issuedCardsCount: company?.issuedCardsCount ?? 0,
        cardsAvailableCount: company?.cardsAvailableCount ?? 0,
        income_fee: company?.incomeFee ?? '0.00',
      },
      country: null,
      createdAt: specDate(user.createdAt),
      updatedAt: specDate(user.updatedAt),
      permissions: effectivePermissions(role, user.permissions),
      timezone: user.timezone,
      ymClientId: user.ymClientId,
      ymUserId: role === 2 ? String(user.id) : null,
      cryptoWalletChanges: {
        isChanged: user.cryptoWalletChangedAt !== null,
        changedAt: specDateOrNull(user.cryptoWalletChangedAt),
      },
    };
  },

  async updateYmClientId({ auth, body, c }) {
    await setYmClientId(c.var.deps.db, auth.userId, body.ymClientId);
    // The same link a signed-in batch makes: this browser's anonymous visits count as the owner's.
    await linkClient(c.var.deps.db, body.ymClientId, auth.userId, auth.companyId);
    return { ymClientId: body.ymClientId };
  },

  async getUser({ auth, params, c }) {
    return toUserView(await userTarget(c.var.deps.db, auth, params.id, 'view'));
  },

  async updateUser({ auth, params, body, c }) {
    // Which act the body asks for depends on its fields: updateUserChecked applies the rule per field.
    const row = await userTarget(c.var.deps.db, auth, params.id, 'view');
    return toUserView(await updateUserChecked(c, auth, row, body));
  },
};
