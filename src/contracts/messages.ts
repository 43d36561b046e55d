/** Every user-facing text of the spec's validation and error catalogues (sections 5 and 8), word for word. */

export const PRODUCT_NAME = 'Cardportal';

export const validation = {
  required: 'Value is required',
  conditionalRequired: 'The value is required',
  email: 'Value is not a valid email address',
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  minValue: (min: number | string) => `The minimum value allowed is ${min}`,
  maxValue: (max: number | string) => `The maximum value allowed is ${max}`,
  between: (min: number | string, max: number | string) => `The value must be between ${min} and ${max}`,
  numeric: 'Value must be numeric',
  integer: 'Value is not an integer',
  decimal: 'Value must be decimal',
  url: 'The value is not a valid URL address',
  sameAs: (other: string) => `The value must be equal to the ${other} value`,
  notValid: 'Value is not valid',
  registrationEmailDomain: 'Please use another email (not @outlook.com or @icloud.com)',
  /** Strong password (section 5); the spec gives the rule, not its sentence. */
  strongPassword:
    'Use at least 8 characters with an uppercase letter, a lowercase letter, a digit and a special symbol',
  decimalPlaces: (places: number) => `Use at most ${places} decimal places`,
} as const;

export const toast = {
  error: 'An error has occurred!',
  success: 'Success!',
  warning: 'Caution!',
  created: 'Created successfully',
  saved: 'Saved successfully',
  saveFailedTariff: 'Save Failed',
  saveFailedBinAccount: 'Save failed',
  defaultIssuance: (binSetId: number | string) => `Successfully updated the default issuance setting for BIN set ${binSetId}`,
  inviteSent: 'Invite has been sent',
  registrationSent: 'Success! Request has been sent. Please check your email.',
  cryptoTopUp: 'You have successfully applied for replenishment via USDT',
  fiatTopUp: (sourceId: number) => `You have successfully applied for replenishment via ${sourceId === 2 ? 'Swift' : 'Sepa'}`,
  todaySpendFormat: 'Invalid data format for amount model',
} as const;

/** Server messages: what the API says in `{ message }`. */
export const apiMessage = {
  invalidCredentials: 'The e-mail or password is incorrect',
  codeRequired: 'Enter the code we sent to your e-mail',
  codeInvalid: 'The code is incorrect or has expired',
  tooManyAttempts: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds`,
  unauthenticated: 'Your session has ended. Please sign in again',
  refreshInvalid: 'Your session has ended. Please sign in again',
  forbidden: 'You do not have access to this action',
  notFound: 'Not found',
  routeNotFound: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  validationFailed: 'The request has invalid fields',
  malformedJson: 'The request body is not valid JSON',
  payloadTooLarge: (limit: string) => `The request body is larger than ${limit}`,
  unsupportedMediaType: (expected: string) => `The request body must be ${expected}`,
  internal: 'An error has occurred!',
  userBlocked: 'Your account is not active. Please contact support',
  companyBlocked: 'Your company is blocked. Please contact support',
  hashInvalid: 'This sign-in link is invalid, used or expired',
  codeSent: 'We have sent a code to your e-mail',
  loggedOut: 'You have signed out',
  // onboarding
  emailTaken: 'This e-mail is already registered',
  invitationDecided: 'This request has already been decided',
  invitationNotApproved: 'Only an approved request has an owner to e-mail',
  ownerHasPassword: 'The owner has already set a password',
  registrationApproved: 'The company is created and its owner has been e-mailed a link to set a password',
  registrationApprovedMailFailed: 'The company is created, but the e-mail could not be sent. Use "Send e-mail" to try again',
  registrationDeclined: 'The request is declined and the applicant has been told by e-mail',
  registrationDeclinedMailFailed: 'The request is declined, but the refusal e-mail could not be sent',
  confirmationSent: 'The e-mail has been sent',
  mailFailed: 'The e-mail could not be sent. Please try again later',
  // one-time links and passwords
  linkInvalid: 'This link is not valid. Please open the whole link from the e-mail',
  linkUsed: 'This link has already been used or a newer one was sent',
  linkExpired: 'This link has expired. Please ask for a new one',
  passwordResetSent: 'If an account exists for this e-mail, we have sent it a link to set a new password',
  passwordReset: 'Your password has been changed. Please sign in with the new one',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out',
  currentPasswordWrong: 'The current password is incorrect',
  // profile
  settingsSaved: 'Your settings have been saved',
  profileFilled: 'Your profile has been saved',
  profileAlreadyFilled: 'Your profile is already filled',
  // Telegram
  webhookRefused: 'The webhook secret token is missing or wrong',
} as const;
