import { keysOf } from './label-keys';
import { z } from 'zod';
import { specDate } from './dates';
import { endpoint, messageResponse } from './endpoint';
import { requiredText, text } from './fields';
import { validation } from './messages';
import { isHexColor, nameVanishesIntoFill } from './partner-colors';

/**
 * The partner button (spec 2.4, 3 "Partner button", 7): one configurable banner button that clients of
 * roles 2, 3 and 4 see beside the social and support links once it is published. Roles 1 and 7 design it.
 */

export const PAINT_TYPES = ['solid', 'gradient'] as const;
export type PaintType = (typeof PAINT_TYPES)[number];
export const PARTNER_NAME_MAX = 40;
export const PARTNER_URL_MAX = 2048;
export const BORDER_SIZE_MAX = 10;
/** A gradient takes two to this many colours. */
export const GRADIENT_COLORS_MAX = 5;

export const partnerMessages = {
  hex: 'Enter a colour as # and 3 or 6 hex digits, for example #1E6FD9',
  opacity: 'Opacity must be between 0 and 1, with at most 2 decimals',
  solidOneColor: 'A solid paint takes exactly one colour',
  gradientColors: `A gradient takes 2 to ${GRADIENT_COLORS_MAX} colours`,
  borderOneColor: 'The border takes exactly one colour',
  angle: 'The angle must be a whole number from 0 to 360',
  almostWhite:
    'The name colour is almost white on an almost white fill and would not be readable. Choose a darker name ' +
    'colour or fill',
  httpsOnly: 'Use a link that starts with https:// or http://',
  savedPublished: 'The partner button is saved and published',
  savedHidden: 'The partner button is saved; it is not published',
} as const;

const buttonColor = z.object({
  color: text().trim().refine(isHexColor, partnerMessages.hex),
  opacity: z
    .number({ error: partnerMessages.opacity })
    .min(0, partnerMessages.opacity)
    .max(1, partnerMessages.opacity)
    .refine((v) => Math.round(v * 100) === v * 100, partnerMessages.opacity),
});

const colorList = z
  .array(buttonColor, { error: validation.required })
  .min(1, validation.required)
  .max(GRADIENT_COLORS_MAX, partnerMessages.gradientColors);
const angle = z
  .number({ error: partnerMessages.angle })
  .int(partnerMessages.angle)
  .min(0, partnerMessages.angle)
  .max(360, partnerMessages.angle);
const paintType = z.enum(PAINT_TYPES, { error: validation.notValid });

const httpUrl = requiredText()
  .max(PARTNER_URL_MAX, validation.maxLength(PARTNER_URL_MAX))
  .pipe(z.url({ error: validation.url }))
  .refine((v) => /^https?:\/\//i.test(v), partnerMessages.httpsOnly);

/** A paint of `type` must have one colour (solid) or two and more (gradient). */
function checkPaint(ctx: z.RefinementCtx, type: PaintType, colors: readonly unknown[], field: string) {
  if (type === 'solid' && colors.length !== 1)
    ctx.addIssue({ code: 'custom', path: [field], message: partnerMessages.solidOneColor });
  if (type === 'gradient' && colors.length < 2)
    ctx.addIssue({ code: 'custom', path: [field], message: partnerMessages.gradientColors });
}

export const partnerButtonFields = z.object({
  name: requiredText().max(PARTNER_NAME_MAX, validation.maxLength(PARTNER_NAME_MAX)),
  url: httpUrl,
  isPublished: z.boolean({ error: validation.required }),
  buttonNameType: paintType,
  buttonNameGradientAngle: angle,
  buttonNameColor: colorList,
  buttonFillType: paintType,
  borderSize: z
    .number({ error: validation.between(0, BORDER_SIZE_MAX) })
    .int(validation.integer)
    .min(0, validation.between(0, BORDER_SIZE_MAX))
    .max(BORDER_SIZE_MAX, validation.between(0, BORDER_SIZE_MAX)),
  buttonGradientAngle: angle,
  buttonColor: colorList,
  borderColor: colorList,
});

/** Spec 3 "Partner button", with the rules that tie its fields together. */
export const partnerButton = partnerButtonFields.superRefine((value, ctx) => {
  checkPaint(ctx, value.buttonNameType, value.buttonNameColor, 'buttonNameColor');
  checkPaint(ctx, value.buttonFillType, value.buttonColor, 'buttonColor');
  if (value.borderColor.length !== 1)
    ctx.addIssue({ code: 'custom', path: ['borderColor'], message: partnerMessages.borderOneColor });
  if (nameVanishesIntoFill(value.buttonNameColor, value.buttonColor)) {
    ctx.addIssue({ code: 'custom', path: ['buttonNameColor'], message: partnerMessages.almostWhite });
  }
});
export type PartnerButton = z.output<typeof partnerButton>;
export type PartnerButtonInput = z.input<typeof partnerButton>;

/** The designer's starting point: the portal's accent with white text. */
export const DEFAULT_PARTNER_BUTTON: PartnerButton = {
  name: 'Our partner',
  url: 'https://example.com',
  isPublished: false,
  buttonNameType: 'solid',
  buttonNameGradientAngle: 90,
  buttonNameColor: [{ color: '#FFFFFF', opacity: 1 }],
  buttonFillType: 'solid',
  borderSize: 0,
  buttonGradientAngle: 90,
  buttonColor: [{ color: '#1E6FD9', opacity: 1 }],
  borderColor: [{ color: '#1E6FD9', opacity: 1 }],
};

/** The networks a social link may be (its icon and what a reader expects behind it); 'website' is any other. */
export const SOCIAL_KIND_LABEL = {
  telegram: 'Telegram',
  wechat: 'WeChat',
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  website: 'Website',
};
export const SOCIAL_KINDS = keysOf(SOCIAL_KIND_LABEL);
export type SocialKind = (typeof SOCIAL_KINDS)[number];
export const SOCIAL_LINKS_MAX = 8;
export const SOCIAL_LABEL_MAX = 40;
export const SOCIAL_URL_MAX = 512;

export const socialMessages = {
  httpsOnly: 'Use an address that starts with https://',
  noCredentials: 'An address with a user name or password in it is not allowed',
  duplicate: 'This address is already in the list',
  saved: 'The social links are saved',
} as const;

/**
 * A social link's address: https only (no javascript:, data: or plain http), no user name or password in it (a
 * classic disguise: https://trusted.example@evil.example), at most SOCIAL_URL_MAX characters.
 */
const socialUrl = requiredText()
  .max(SOCIAL_URL_MAX, validation.maxLength(SOCIAL_URL_MAX))
  // Whitespace or a control character inside an address is a disguise (java\tscript:), never a real link.
  .refine(
    (v) => ![...v].some((ch) => /\s/.test(ch) || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f),
    validation.url,
  )
  .pipe(z.url({ error: validation.url }))
  .refine((v) => /^https:\/\//i.test(v), socialMessages.httpsOnly)
  .refine((v) => {
    try {
      const parsed = new URL(v);
      return parsed.username === '' && parsed.password === '';
    } catch {
      return false;
    }
  }, socialMessages.noCredentials);

export const socialLink = z.object({
  kind: z.enum(SOCIAL_KINDS, { error: validation.notValid }),
  label: requiredText().max(SOCIAL_LABEL_MAX, validation.maxLength(SOCIAL_LABEL_MAX)),
  url: socialUrl,
});
export type SocialLink = z.output<typeof socialLink>;

/** The whole list at once, in its order; the same address twice is refused on the second. */
export const socialLinksBody = z.object({
  links: z
    .array(socialLink, { error: validation.required })
    .max(SOCIAL_LINKS_MAX, validation.maxValue(SOCIAL_LINKS_MAX))
    .superRefine((links, ctx) => {
      const seen = new Set<string>();
      links.forEach((link, i) => {
        const key = link.url.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'url'], message: socialMessages.duplicate });
        seen.add(key);
      });
    }),
});
export type SocialLinksBody = z.input<typeof socialLinksBody>;

/**
 * A social or support link shown beside the button: the support bot (with the signed-in user's start code when
 * the messaging link is known) and the social links staff set.
 */
export const supportLink = z.object({
  kind: z.enum(SOCIAL_KINDS),
  label: z.string(),
  url: z.string(),
  /** 'support': the support bot; 'social': set in the partner designer. */
  role: z.enum(['support', 'social']),
});
export type SupportLink = z.infer<typeof supportLink>;

export const getPartnerButton = endpoint({
  method: 'get',
  path: '/partner-button',
  access: 'partner.view',
  summary:
    'The published partner button as data.data (a list of one, or an empty list when none is published), with the ' +
    'support links beside it',
  response: z.object({ data: z.array(partnerButtonFields), links: z.array(supportLink) }),
});

export const getPartnerButtonSettings = endpoint({
  method: 'get',
  path: '/backoffice/settings/partner-button',
  access: 'partner.manage',
  summary: 'The partner button as designed, published or not (null before the first save)',
  response: partnerButtonFields.extend({ updatedAt: specDate }).nullable(),
});

export const savePartnerButton = endpoint({
  method: 'post',
  path: '/backoffice/settings/partner-button',
  access: 'partner.manage',
  summary: 'Save the partner button design and whether it is published (422 naming each wrong field)',
  body: partnerButton,
  response: messageResponse,
});

export const getSocialLinks = endpoint({
  method: 'get',
  path: '/backoffice/settings/social-links',
  access: 'partner.manage',
  summary: 'The social links shown beside the partner button, in their order, with who changed them last',
  response: z.object({
    links: z.array(socialLink),
    updatedAt: specDate.nullable(),
  }),
});

export const saveSocialLinks = endpoint({
  method: 'put',
  path: '/backoffice/settings/social-links',
  access: 'partner.manage',
  summary: `Replace the social links (at most ${SOCIAL_LINKS_MAX}; https addresses only; 422 naming each wrong field)`,
  body: socialLinksBody,
  response: messageResponse,
});

export const partnerEndpoints = {
  getPartnerButton,
  getPartnerButtonSettings,
  savePartnerButton,
  getSocialLinks,
  saveSocialLinks,
};
