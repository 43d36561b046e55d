import { describe, expect, it } from 'vitest';
import { changedCompanyFields, companyEditSchema } from './company-edit-form';

const current = {
  name: 'Northwind Media',
  legalEntityId: 1,
  segment: 2,
  externalId: null,
  isGoogleMerchantRestrict: true,
  isTwitterMerchantRestrict: false,
  incomeFee: '1.50',
  conversionFee: '2.00',
  autoUpdateConversionFee: false,
  autoUpdateCardCount: false,
  isWireTopUpEnabled: false,
  cardsTotalAvailableCount: 50,
};

describe('the edit company form', () => {
  it('sends only what changed, reading unchecked switches as false and empty inputs as null', () => {
    const fields = ['name', 'legalEntityId', 'externalId', 'isGoogleMerchantRestrict', 'incomeFee'] as const;
    expect(
      changedCompanyFields(fields, { name: 'Northwind Media', legalEntityId: 1, incomeFee: '1.5' }, current),
    ).toEqual({
      isGoogleMerchantRestrict: false,
    });
    expect(
      changedCompanyFields(
        fields,
        { name: 'Northwind', externalId: 'X-1', isGoogleMerchantRestrict: true, incomeFee: '2' },
        current,
      ),
    ).toEqual({
      name: 'Northwind',
      legalEntityId: null,
      externalId: 'X-1',
      incomeFee: '2',
    });
  });

  it('never sends a field the role was not shown', () => {
    expect(changedCompanyFields(['name'], { name: 'Other', conversionFee: '9' }, current)).toEqual({ name: 'Other' });
  });

  it('validates only the shown fields, requiring the text ones', () => {
    const schema = companyEditSchema(['name', 'incomeFee', 'isWireTopUpEnabled']);
    expect(schema.safeParse({ incomeFee: '1' }).success).toBe(false);
    expect(schema.safeParse({ name: 'A', incomeFee: '101' }).success).toBe(false);
    expect(schema.safeParse({ name: 'A', incomeFee: '1.25' }).success).toBe(true);
    // The contract refuses a field the dialog did not pick.
    expect(schema.safeParse({ name: 'A', incomeFee: '1', conversionFee: '1' }).success).toBe(false);
  });
});
