import { z } from 'zod';
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

/** A social or support link shown beside the button. */
export const supportLink = z.object({ kind: z.enum(['telegram']), label: z.string(), url: z.string() });
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
  response: partnerButtonFields.extend({ updatedAt: z.string() }).nullable(),
});

export const savePartnerButton = endpoint({
  method: 'post',
  path: '/backoffice/settings/partner-button',
  access: 'partner.manage',
  summary: 'Save the partner button design and whether it is published (422 naming each wrong field)',
  body: partnerButton,
  response: messageResponse,
});

export const partnerEndpoints = { getPartnerButton, getPartnerButtonSettings, savePartnerButton };
