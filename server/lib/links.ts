import type { Config } from '@/server/config';

type Listening = Pick<Config, 'PORT'> & Partial<Pick<Config, 'TLS_CERT_FILE'>>;
type Address = Listening & Pick<Config, 'PUBLIC_URL'>;

/** This server as `host` reaches it: https when it holds a certificate itself (decision 016). */
export function ownOrigin(config: Listening, host: string): string {
  return `${config.TLS_CERT_FILE ? 'https' : 'http'}://${host}:${config.PORT}`;
}

/** The portal's public address without a trailing slash (PUBLIC_URL, or localhost on PORT). */
export function publicBaseUrl(config: Address): string {
  return (config.PUBLIC_URL ?? ownOrigin(config, 'localhost')).replace(/\/+$/, '');
}

/**
 * A link into the PWA for e-mails and messages: the one place that knows where the portal lives.
 * `segments` are encoded, so a token can never change the path it is put in.
 */
export function appLink(config: Address, route: string, ...segments: string[]): string {
  const path = [route.replace(/^\/+|\/+$/g, ''), ...segments.map(encodeURIComponent)].join('/');
  return `${publicBaseUrl(config)}/${path}`;
}

/** The routes of spec 2.1 that e-mails link to. */
export const confirmUserLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string) =>
  appLink(config, 'confirm-user', token);
export const passwordResetLink = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, token: string) =>
  appLink(config, 'password-reset', token);
/** The support bot's deep link (https://core.telegram.org/bots/features#deep-linking). */
export const botStartLink = (config: Pick<Config, 'TELEGRAM_BOT_NAME'>, code: string) =>
  `https://t.me/${config.TELEGRAM_BOT_NAME}?start=${encodeURIComponent(code)}`;
