import { eq } from 'drizzle-orm';
import type { IssuerMerchant } from '@/src/contracts/card-issuer';
import type { Db } from '@/server/db/client';
import { cards, users } from '@/server/db/schema/index';
import { HttpError } from '@/server/http/errors';
import type { Deps } from '@/server/lib/deps';
import { formatMinor } from '@/server/ledger/amounts';
import { composeMail } from '@/server/providers/mail/layout';

type CodeUser = Pick<typeof users.$inferSelect, 'email' | 'emailFor3ds' | 'otp3DSEmail' | 'telegramChatId'>;

/**
 * Where a user's card codes go (profile 3DS settings, spec 3 me.otp3DSEmail / emailFor3ds): by Telegram
 * when they turned e-mail off and linked the bot, otherwise by e-mail to emailFor3ds or their e-mail.
 */
export function codeChannelOf(user: CodeUser): { channel: 'email'; to: string } | { channel: 'telegram'; to: string } {
  if (!user.otp3DSEmail && user.telegramChatId) return { channel: 'telegram', to: user.telegramChatId };
  return { channel: 'email', to: user.emailFor3ds ?? user.email };
}

/** Sends a code by the user's channel. The code is in the message only: never logged, never stored in clear. */
export async function deliverCode(
  deps: Pick<Deps, 'mailer' | 'telegram'>,
  user: CodeUser,
  message: { subject: string; line: string },
) {
  const target = codeChannelOf(user);
  if (target.channel === 'telegram') await deps.telegram.sendMessage(target.to, `${message.subject}\n${message.line}`);
  else
    await deps.mailer.send(
      composeMail({
        to: target.to,
        subject: message.subject,
        paragraphs: [message.line, 'If this was not you, freeze the card in the portal and tell your company owner.'],
      }),
    );
  return target;
}

/** A 3-D Secure code from the issuer, passed on to the card's holder. */
export async function deliverThreeDsCode(
  tx: Db,
  deps: Pick<Deps, 'mailer' | 'telegram'>,
  data: { cardId: string; code: string; amount: number; currency: string; merchant: IssuerMerchant },
) {
  const [row] = await tx
    .select({
      last4: cards.last4,
      email: users.email,
      emailFor3ds: users.emailFor3ds,
      otp3DSEmail: users.otp3DSEmail,
      telegramChatId: users.telegramChatId,
    })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.holderUserId))
    .where(eq(cards.issuerCardId, data.cardId));
  if (!row) throw new HttpError(404, `Unknown card ${data.cardId}`);
  let amount = String(data.amount);
  try {
    amount = formatMinor(BigInt(data.amount), data.currency);
  } catch {
    // An unknown currency: shown in minor units as sent.
  }
  await deliverCode(deps, row, {
    subject: 'Your 3-D Secure code',
    line:
      `Code ${data.code} confirms a payment of ${amount} ${data.currency} at ${data.merchant.name} with card •••• ` +
      `${row.last4}.`,
  });
}
