import { describe, expect, it } from 'vitest';
import { ACTION_RIGHTS, can, COMPANY_FIELD_RIGHTS, ROUTE_RIGHTS } from '@/src/contracts/access';
import { COMPANY_STATUS } from '@/src/contracts/companies';
import {
  COMPANY_ACTIONS,
  COMPANY_FIELD_LABEL,
  COMPANY_FIELDS,
  companyActionsFor,
  editableCompanyFields,
} from './company-actions';

const option = (value: number) => ({ value, description: '' });
const accepted = { status: option(COMPANY_STATUS.accepted), isBlocked: false };
const review = { status: option(COMPANY_STATUS.review), isBlocked: false };
const blocked = { status: option(COMPANY_STATUS.accepted), isBlocked: true };
const ids = (list: { id: string }[]) => list.map((action) => action.id);

describe('company page actions by role (spec 6)', () => {
  it('gives roles 1 and 6 everything, role 5 edit only, role 8 nothing', () => {
    for (const role of [1, 6]) {
      expect(ids(companyActionsFor(role, accepted))).toEqual([
        'edit',
        'editOwner',
        'loginAsOwner',
        'resetSessions',
        'block',
      ]);
      expect(ids(companyActionsFor(role, review))).toEqual([
        'edit',
        'accept',
        'decline',
        'editOwner',
        'loginAsOwner',
        'resetSessions',
        'block',
      ]);
      expect(ids(companyActionsFor(role, blocked))).toContain('unblock');
      expect(ids(companyActionsFor(role, blocked))).not.toContain('block');
    }
    expect(ids(companyActionsFor(5, review))).toEqual(['edit']);
    expect(companyActionsFor(8, review)).toEqual([]);
  });

  it('shows no action to a role that cannot reach the page', () => {
    for (const role of [2, 3, 4, 7]) {
      expect((ROUTE_RIGHTS['admin/company'] as readonly number[]).includes(role)).toBe(false);
      expect(companyActionsFor(role, review)).toEqual([]);
    }
  });

  it('names only company rights that exist in the access table', () => {
    for (const action of COMPANY_ACTIONS) expect(ACTION_RIGHTS[action.right]).toBeDefined();
  });
});

describe('edit dialog fields by role (COMPANY_FIELD_RIGHTS)', () => {
  it('has a label for every field the contract lets staff change', () => {
    expect(Object.keys(COMPANY_FIELD_LABEL).sort()).toEqual(Object.keys(COMPANY_FIELD_RIGHTS).sort());
  });

  it('gives roles 1 and 6 every field', () => {
    expect(editableCompanyFields(1)).toEqual(COMPANY_FIELDS);
    expect(editableCompanyFields(6)).toEqual(COMPANY_FIELDS);
  });

  it('gives role 5 the company fields and the service fee, not conversion, auto-update, wire or cards total', () => {
    expect(editableCompanyFields(5)).toEqual([
      'name',
      'legalEntityId',
      'segment',
      'externalId',
      'isGoogleMerchantRestrict',
      'isTwitterMerchantRestrict',
      'incomeFee',
    ]);
  });

  it('gives role 8 no field, and matches can() for every role', () => {
    expect(editableCompanyFields(8)).toEqual([]);
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const expected = can(role, 'company.edit')
        ? COMPANY_FIELDS.filter((field) => can(role, COMPANY_FIELD_RIGHTS[field]))
        : [];
      expect(editableCompanyFields(role)).toEqual(expected);
    }
  });
});
