import { effectivePermissions, type RoleId } from '@/src/contracts/access';
import { SLIDE_RULES, slideKeysOf, slideWindow, walletChangeSlideId, type SlideItem } from '@/src/contracts/slides';

/** What the rules read about a user. */
export interface SlideAudience {
  role: RoleId;
  permissions: readonly string[];
  isProfileFilled: boolean;
  cryptoWalletChangedAt: Date | null;
}

export type ActiveSlide = Omit<SlideItem, 'checked'>;

const FRESH_START = new Date(`${SLIDE_RULES.fresh.startDate}T00:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const within = (now: Date, window: { from: Date; until: Date }) => now >= window.from && now < window.until;

/**
 * Spec 4 and 9: which slide items are active for this user at `now`, oldest first.
 * - 'fresh' (the release) from 2025-09-17 00:00 UTC for 31 whole days, for roles 2, 3, 4 holding top_up
 *   (role 2 holds it implicitly);
 * - 'cryptoWalletChange' for 7 days after the user's crypto wallet change time, for anyone who has one.
 * An owner (role 2) whose profile is not filled sees none: the overlay waits until the profile is done.
 */
export function activeSlides(user: SlideAudience, now: Date): ActiveSlide[] {
  if (user.role === 2 && !user.isProfileFilled) return [];
  const items: ActiveSlide[] = [];
  const fresh = SLIDE_RULES.fresh;
  if (
    fresh.roles.includes(user.role) &&
    effectivePermissions(user.role, user.permissions).includes(fresh.permission) &&
    within(now, slideWindow(FRESH_START, fresh.days))
  ) {
    items.push({
      id: 'fresh',
      set: 'fresh',
      slideKeys: slideKeysOf('fresh'),
      startDate: fresh.startDate,
      title: fresh.title,
      description: fresh.description,
    });
  }
  const changedAt = user.cryptoWalletChangedAt;
  const wallet = SLIDE_RULES.cryptoWalletChange;
  if (changedAt && within(now, slideWindow(changedAt, wallet.days))) {
    items.push({
      id: walletChangeSlideId(changedAt),
      set: 'cryptoWalletChange',
      slideKeys: slideKeysOf('cryptoWalletChange'),
      startDate: isoDay(changedAt),
      title: wallet.title,
      description: wallet.description,
    });
  }
  return items;
}
