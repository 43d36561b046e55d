import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_BUTTON, partnerMessages } from '@/src/contracts/partners';
import { draftErrors, readNumber, setPaintType, toBody, toDraft } from './partner-draft';

describe('the partner designer draft', () => {
  it('round-trips a saved button through the text the designer edits', () => {
    expect(toBody(toDraft(DEFAULT_PARTNER_BUTTON))).toEqual(DEFAULT_PARTNER_BUTTON);
    expect(draftErrors(toDraft())).toEqual({});
  });

  it('reads typed numbers, a comma as the decimal point, and passes anything else on for the schema to name', () => {
    expect(readNumber(' 0,5 ')).toBe(0.5);
    expect(readNumber('90')).toBe(90);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('1.2.3')).toBe('1.2.3');
  });

  it('names the wrong field: a bad hex, an opacity above 1, the almost-white rule', () => {
    const draft = toDraft();
    expect(draftErrors({ ...draft, buttonColor: [{ color: '#12', opacity: '1' }] })).toEqual({
      'buttonColor.0.color': [partnerMessages.hex],
    });
    expect(draftErrors({ ...draft, borderColor: [{ color: '#000', opacity: '2' }] })).toEqual({
      'borderColor.0.opacity': [partnerMessages.opacity],
    });
    expect(draftErrors({ ...draft, buttonColor: [{ color: '#FDFDFD', opacity: '1' }] })).toEqual({
      buttonNameColor: [partnerMessages.almostWhite],
    });
  });

  it('switching to a gradient adds a second colour; back to solid keeps the first', () => {
    const gradient = setPaintType(toDraft(), 'buttonColor', 'gradient');
    expect(gradient.buttonFillType).toBe('gradient');
    expect(gradient.buttonColor).toHaveLength(2);
    expect(draftErrors(gradient)).toEqual({});
    const solid = setPaintType(gradient, 'buttonColor', 'solid');
    expect(solid.buttonColor).toEqual([gradient.buttonColor[0]]);
  });
});
