// Stored XSS, field by field: every plain-text field of xss-registry.ts's PLAIN_FIELDS is written with the
// script corpus through its own endpoint and read back where the API returns it for display. A plain-text
// field is stored and returned as the very same text (React escapes it when rendering; the CSP forbids inline
// script) or refused with a 400 or 422: never altered half-way, never stored as markup. The cases live per
// domain (xss-fields.people.ts, .settings.ts, .money.ts) around one driver (xss-fields.support.ts).
import { expect, it } from 'vitest';
import { PLAIN_FIELDS } from './xss-registry';
import { attackPlainFields, usePlainFieldWorld } from './xss-fields.support';
import { peopleCases } from './xss-fields.people';
import { settingsCases } from './xss-fields.settings';
import { moneyCases } from './xss-fields.money';

const w = usePlainFieldWorld();
const CASES = [...peopleCases(w), ...settingsCases(w), ...moneyCases(w)];

attackPlainFields(CASES);

it('attacks every field the registry lists as plain text', () => {
  expect(CASES.flatMap((c) => c.fields).sort()).toEqual([...PLAIN_FIELDS].sort());
});
