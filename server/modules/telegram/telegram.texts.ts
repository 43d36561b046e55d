import { PRODUCT_NAME } from '@/src/contracts/messages';

/** What the support bot says. Plain text: sendMessage is called without parse_mode, so nothing needs escaping. */
export const botText = {
  accountLinked: `Your ${PRODUCT_NAME} account is linked. Notifications and codes will arrive in this chat.`,
  registrationLinked:
    `Thank you! We will message you here as soon as your ${PRODUCT_NAME} registration has been ` + `reviewed.`,
  linkInvalid:
    `This link has expired or was already used. Sign in to ${PRODUCT_NAME}, open Settings and use the Telegram link ` +
    `there to get a new one.`,
  welcome:
    `Hello! This is the ${PRODUCT_NAME} support bot. To link your account, sign in to ${PRODUCT_NAME}, open ` +
    `Settings and use the Telegram link there.`,
  registrationApproved:
    `Good news: your ${PRODUCT_NAME} registration is approved. We have e-mailed you a link to ` + `set your password.`,
  registrationDeclined:
    `Your ${PRODUCT_NAME} registration has been reviewed, and we are unable to open an account at this time. ` +
    `Details are in the e-mail we sent you.`,
} as const;
