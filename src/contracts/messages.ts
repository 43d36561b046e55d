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
  /*
   * Where the catalogue's generic sentence would not say what to do (issue 21 item 6): a choice nobody made,
   * a handle of the wrong shape.
   */
  chooseHolder: 'Choose a card holder',
  chooseBinSet: 'Choose a BIN set',
  telegramHandle: 'Start with @, then 5 to 32 characters: letters, digits and _',
  /** A link in an article (the news editor): the schemes the server keeps. */
  linkAddress: 'Enter a web address (https://…) or an e-mail link (mailto:…)',
} as const;

export const toast = {
  error: 'An error has occurred!',
  success: 'Success!',
  warning: 'Caution!',
  created: 'Created successfully',
  saved: 'Saved successfully',
  saveFailedTariff: 'Save Failed',
  saveFailedBinAccount: 'Save failed',
  defaultIssuance: (binSetId: number | string) =>
    `Successfully updated the default issuance setting for BIN set ${binSetId}`,
  inviteSent: 'Invite has been sent',
  registrationSent: 'Success! Request has been sent. Please check your email.',
  cryptoTopUp: 'You have successfully applied for replenishment via USDT',
  fiatTopUp: (sourceId: number) =>
    `You have successfully applied for replenishment via ${sourceId === 2 ? 'Swift' : 'Sepa'}`,
  todaySpendFormat: 'Invalid data format for amount model',
} as const;

/**
 * What the portal says offline (issue 21, item 3): why an action that needs the server is off, and what a page
 * shows in place of live data it did not keep from the last visit.
 */
export const offline = {
  action: 'You are offline. This needs a connection; reconnect to continue.',
  transfers: 'You are offline. Transfers need a connection; reconnect to continue.',
  exports: 'You are offline. Exports need a connection.',
  cardActions: 'You are offline. Card actions need a connection; reconnect to continue.',
  liveData: 'Available when online',
  sessionKeptTitle: 'You are offline',
  sessionKept:
    'You are still signed in, but this device kept no data from your last visit to show now. The page opens ' +
    'once you are back online.',
} as const;
