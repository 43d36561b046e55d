import { AUTO_TIMEZONE, formatOffset } from '@/src/contracts/timezones';

let chosen: string | null = null;

/** The user's chosen timezone from their profile; null or Auto follows the browser. */
export function setChosenTimezone(timezone: string | null) {
  chosen = timezone;
}

/** The value of the Timezone header every request carries (spec 7): the chosen zone or the browser's GMT offset. */
export function timezoneHeader(): string {
  if (chosen && chosen !== AUTO_TIMEZONE) return chosen;
  return formatOffset(-new Date().getTimezoneOffset());
}

/** Minutes east of UTC that dates are shown in; null means Auto (no conversion, the browser's zone). */
export function displayOffsetMinutes(): number | null {
  if (!chosen || chosen === AUTO_TIMEZONE) return null;
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(chosen);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
