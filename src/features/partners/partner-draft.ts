import {
  DEFAULT_PARTNER_BUTTON,
  partnerButton,
  type PaintType,
  type PartnerButton,
  type PartnerButtonInput,
} from '@/src/contracts/partners';

/**
 * The designer edits text (what the person types), not numbers: a half-typed opacity must not jump to 0.
 * `toBody` turns the draft into the contract's body; the same schema as the server's finds the errors.
 */
export interface ColorDraft {
  color: string;
  opacity: string;
}

export interface PartnerDraft {
  name: string;
  url: string;
  isPublished: boolean;
  buttonNameType: PaintType;
  buttonNameGradientAngle: string;
  buttonNameColor: ColorDraft[];
  buttonFillType: PaintType;
  borderSize: string;
  buttonGradientAngle: string;
  buttonColor: ColorDraft[];
  borderColor: ColorDraft[];
}

export type PaintField = 'buttonNameColor' | 'buttonColor';
export const PAINT_TYPE_FIELD = { buttonNameColor: 'buttonNameType', buttonColor: 'buttonFillType' } as const;
export const PAINT_ANGLE_FIELD = {
  buttonNameColor: 'buttonNameGradientAngle',
  buttonColor: 'buttonGradientAngle',
} as const;

const colorDraft = (c: { color: string; opacity: number }): ColorDraft => ({
  color: c.color,
  opacity: String(c.opacity),
});

export function toDraft(button: PartnerButton = DEFAULT_PARTNER_BUTTON): PartnerDraft {
  return {
    ...button,
    buttonNameGradientAngle: String(button.buttonNameGradientAngle),
    buttonGradientAngle: String(button.buttonGradientAngle),
    borderSize: String(button.borderSize),
    buttonNameColor: button.buttonNameColor.map(colorDraft),
    buttonColor: button.buttonColor.map(colorDraft),
    borderColor: button.borderColor.map(colorDraft),
  };
}

/** A typed number as a number; anything else is passed on as typed, for the schema to name the field. */
export function readNumber(value: string): number | string | undefined {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const colorBody = (c: ColorDraft) => ({ color: c.color.trim(), opacity: readNumber(c.opacity) });

export function toBody(draft: PartnerDraft): PartnerButtonInput {
  return {
    ...draft,
    buttonNameGradientAngle: readNumber(draft.buttonNameGradientAngle),
    buttonGradientAngle: readNumber(draft.buttonGradientAngle),
    borderSize: readNumber(draft.borderSize),
    buttonNameColor: draft.buttonNameColor.map(colorBody),
    buttonColor: draft.buttonColor.map(colorBody),
    borderColor: draft.borderColor.map(colorBody),
  } as PartnerButtonInput;
}

/** Errors keyed by field path (`buttonColor.0.color`), as the server answers them in a 422. */
export function draftErrors(draft: PartnerDraft): Record<string, string[]> {
  const result = partnerButton.safeParse(toBody(draft));
  const errors: Record<string, string[]> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return errors;
}

/** Switching a paint keeps what it can: a gradient gains a second colour, a solid keeps the first. */
export function setPaintType(draft: PartnerDraft, field: PaintField, type: PaintType): PartnerDraft {
  const colors = draft[field];
  const next =
    type === 'solid'
      ? colors.slice(0, 1)
      : colors.length >= 2
        ? colors
        : [...colors, { color: '#0B3D91', opacity: '1' }];
  return { ...draft, [PAINT_TYPE_FIELD[field]]: type, [field]: next };
}
