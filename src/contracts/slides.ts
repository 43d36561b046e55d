import { z } from 'zod';
import { calendarDay } from './dates';
import type { Permission, RoleId } from './access';
import { endpoint, messageResponse } from './endpoint';
import { text } from './fields';
import { validation } from './messages';

/**
 * The news-slides overlay (spec 2.4, 3 "Slide item", 4 "Slides", 9). The server decides which slide sets
 * are active for a user and when; the client shows the first one not yet viewed. A slide item is one set:
 * its `slideKeys` are the images the overlay pages through (`/slides/{en|ru}/{key}.svg`), and closing the
 * overlay marks the whole item viewed for that user.
 */

const DAY_MS = 86_400_000;

/** Spec 9 and 4: the release set 'fresh' and the wallet-change set, with who sees them and for how long. */
export const SLIDE_RULES = {
  fresh: {
    slides: 5,
    /** The release date, UTC midnight: active from this instant for `days` whole days. */
    startDate: '2025-09-17',
    days: 31,
    roles: [2, 3, 4] as readonly RoleId[],
    permission: 'top_up' as Permission,
    title: 'What’s new in Cardportal',
    description: 'Cards, the wallet, the team, top-ups and notifications in the new release.',
  },
  cryptoWalletChange: {
    slides: 1,
    /** Shown for this many days after the user's crypto wallet change time. */
    days: 7,
    title: 'Your crypto wallet address has changed',
    description: 'Top up only to the new address shown on the top-up page.',
  },
} as const;

export type SlideSet = keyof typeof SLIDE_RULES;
export const SLIDE_SETS = Object.keys(SLIDE_RULES) as SlideSet[];
export const SLIDE_LANGUAGES = ['en', 'ru'] as const;
export type SlideLanguage = (typeof SLIDE_LANGUAGES)[number];

/** Spec 9: the slide design base and control sizes, in design pixels (scaled to the window). */
export const SLIDE_DESIGN = {
  width: 1920,
  height: 1080,
  closeButton: 42,
  controlWidth: 46,
  controlHeight: 32,
} as const;

export const slideKeysOf = (set: SlideSet): string[] =>
  Array.from({ length: SLIDE_RULES[set].slides }, (_, i) => `${set}-${i + 1}`);

/** Where a slide image is served from (shipped with the app under public/slides). */
export const slideImagePath = (language: SlideLanguage, key: string) => `/slides/${language}/${key}.svg`;

/** The window `[from, from + days)` in which a set is active. */
export function slideWindow(from: Date, days: number): { from: Date; until: Date } {
  return { from, until: new Date(from.getTime() + days * DAY_MS) };
}

/** A wallet-change item's id carries the change time, so a later change shows the slide again. */
export const walletChangeSlideId = (changedAt: Date) => `cryptoWalletChange:${changedAt.toISOString()}`;

export const slideMessages = {
  viewed: 'The slide is marked as viewed',
  notActive: 'There is no such slide for you now',
} as const;

export const slideItem = z.object({
  /** 'fresh', or 'cryptoWalletChange:<ISO change time>'. */
  id: z.string(),
  set: z.enum(SLIDE_SETS as [SlideSet, ...SlideSet[]]),
  slideKeys: z.array(z.string()),
  /** Viewed by this user. */
  checked: z.boolean(),
  /** YYYY-MM-DD (UTC) the item became active: shown as DD.MM.YYYY. */
  startDate: calendarDay(),
  title: z.string(),
  description: z.string(),
});
export type SlideItem = z.infer<typeof slideItem>;

export const listSlides = endpoint({
  method: 'get',
  path: '/slides',
  access: 'slides.self',
  summary: 'The slide items active for the caller now, each with whether the caller has viewed it',
  response: z.array(slideItem),
});

export const markSlideViewed = endpoint({
  method: 'post',
  path: '/slides/viewed',
  access: 'slides.self',
  summary: 'Mark an active slide item viewed by the caller (viewing it again changes nothing)',
  body: z.object({ id: text().trim().min(1, validation.required).max(100, validation.maxLength(100)) }),
  response: messageResponse,
});

export const slideEndpoints = { listSlides, markSlideViewed };
