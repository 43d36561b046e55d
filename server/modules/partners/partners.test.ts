import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '@/src/contracts/access';
import { DEFAULT_PARTNER_BUTTON, partnerMessages, type PartnerButton } from '@/src/contracts/partners';
import { validation } from '@/src/contracts/messages';
import { useTestContext } from '@/server/test-support/use-test-context';

const t = useTestContext();
const tokens = new Map<RoleId, string>();
beforeAll(async () => {
  for (const role of ROLE_IDS) tokens.set(role, (await t.sessionFor(role)).accessToken);
});

const save = (json: unknown, role: RoleId = 7) =>
  t.request('POST', '/api/backoffice/settings/partner-button', { token: tokens.get(role), json });
const published = async (role: RoleId = 2) => {
  const res = await t.request('GET', '/api/partner-button', { token: tokens.get(role) });
  expect(res.status, res.text).toBe(200);
  return res.body.data.data as PartnerButton[];
};
const button = (fields: Partial<PartnerButton> = {}): PartnerButton => ({
  ...DEFAULT_PARTNER_BUTTON,
  name: 'Adsterra',
  url: 'https://partner.example/offer',
  ...fields,
});

// First: no button exists until someone saves one.
describe('before the first save', () => {
  it('answers an empty list to clients (with the support bot link) and null to the designer', async () => {
    expect(await published()).toEqual([]);
    const links = (await t.request('GET', '/api/partner-button', { token: tokens.get(3) })).body.data.links;
    expect(links).toEqual([
      {
        kind: 'telegram',
        label: 'Support in Telegram',
        url: `https://t.me/${t.config.TELEGRAM_BOT_NAME}`,
        role: 'support',
      },
    ]);
    const settings = await t.request('GET', '/api/backoffice/settings/partner-button', { token: tokens.get(1) });
    expect([settings.status, settings.body.data]).toEqual([200, null]);
  });
});

describe('saving', () => {
  it('saves an unpublished design that clients do not see, then publishes it', async () => {
    const draft = button({ isPublished: false });
    expect((await save(draft)).body.data).toEqual({ message: partnerMessages.savedHidden });
    expect(await published()).toEqual([]);
    expect(
      (await t.request('GET', '/api/backoffice/settings/partner-button', { token: tokens.get(7) })).body.data,
    ).toMatchObject(draft);

    const gradient = button({
      isPublished: true,
      buttonFillType: 'gradient',
      buttonGradientAngle: 135,
      buttonColor: [
        { color: '#1E6FD9', opacity: 1 },
        { color: '#0B3D91', opacity: 0.85 },
      ],
      buttonNameType: 'gradient',
      buttonNameGradientAngle: 45,
      buttonNameColor: [
        { color: '#FFF', opacity: 1 },
        { color: '#FFD166', opacity: 1 },
      ],
      borderSize: 2,
      borderColor: [{ color: '#0b3d91', opacity: 0.5 }],
    });
    expect((await save(gradient, 1)).body.data).toEqual({ message: partnerMessages.savedPublished });
    expect(await published(2)).toEqual([gradient]);
    expect(await published(4)).toEqual([gradient]);

    expect((await save({ ...gradient, isPublished: false })).status).toBe(200);
    expect(await published(3)).toEqual([]);
  });

  it('lets roles 1 and 7 design the button and no one else', async () => {
    for (const role of ROLE_IDS) {
      const manages = role === 1 || role === 7;
      expect((await save(button(), role)).status, `role ${role} save`).toBe(manages ? 200 : 403);
      expect(
        (await t.request('GET', '/api/backoffice/settings/partner-button', { token: tokens.get(role) })).status,
      ).toBe(manages ? 200 : 403);
    }
  });
});

describe('validation', () => {
  const refuse = async (json: unknown, field: string, message?: string) => {
    const before = await t.countRows();
    const res = await save(json);
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors), res.text).toContain(field);
    if (message) expect(res.body.errors[field]).toContain(message);
    expect(await t.countRows()).toEqual(before);
  };

  it('refuses a bad hex colour, naming the colour in its list', async () => {
    await refuse(
      button({ buttonColor: [{ color: '#12345', opacity: 1 }] }),
      'buttonColor.0.color',
      partnerMessages.hex,
    );
    await refuse(
      button({ buttonColor: [{ color: '1E6FD9', opacity: 1 }] }),
      'buttonColor.0.color',
      partnerMessages.hex,
    );
    await refuse(button({ borderColor: [{ color: '#GGG', opacity: 1 }] }), 'borderColor.0.color', partnerMessages.hex);
    await refuse(
      button({
        buttonNameType: 'gradient',
        buttonNameColor: [
          { color: '#000', opacity: 1 },
          { color: 'red', opacity: 1 },
        ],
      }),
      'buttonNameColor.1.color',
      partnerMessages.hex,
    );
  });

  it('refuses an opacity outside 0 to 1 or with more than 2 decimals, and a bad angle or border', async () => {
    await refuse(
      button({ buttonColor: [{ color: '#000', opacity: 1.5 }] }),
      'buttonColor.0.opacity',
      partnerMessages.opacity,
    );
    await refuse(
      button({ buttonColor: [{ color: '#000', opacity: 0.123 }] }),
      'buttonColor.0.opacity',
      partnerMessages.opacity,
    );
    await refuse(button({ buttonGradientAngle: 361 }), 'buttonGradientAngle', partnerMessages.angle);
    await refuse(button({ buttonNameGradientAngle: 12.5 }), 'buttonNameGradientAngle', partnerMessages.angle);
    await refuse(button({ borderSize: 11 }), 'borderSize', validation.between(0, 10));
  });

  it('refuses a solid paint with two colours, a gradient with one, and a border with two', async () => {
    const two = [
      { color: '#000', opacity: 1 },
      { color: '#111', opacity: 1 },
    ];
    await refuse(button({ buttonFillType: 'solid', buttonColor: two }), 'buttonColor', partnerMessages.solidOneColor);
    await refuse(
      button({ buttonFillType: 'gradient', buttonColor: [{ color: '#000', opacity: 1 }] }),
      'buttonColor',
      partnerMessages.gradientColors,
    );
    await refuse(
      button({ buttonNameType: 'gradient', buttonNameColor: [{ color: '#fff', opacity: 1 }] }),
      'buttonNameColor',
      partnerMessages.gradientColors,
    );
    await refuse(button({ borderColor: two }), 'borderColor', partnerMessages.borderOneColor);
    await refuse(button({ buttonColor: [] }), 'buttonColor', validation.required);
  });

  it('refuses an almost-white name on an almost-white fill (each channel above 240, opacity over white)', async () => {
    const white = { color: '#FFFFFF', opacity: 1 };
    await refuse(
      button({ buttonNameColor: [{ color: '#F5F5F5', opacity: 1 }], buttonColor: [{ color: '#F2F3F4', opacity: 1 }] }),
      'buttonNameColor',
      partnerMessages.almostWhite,
    );
    // A dark fill at 5% opacity is almost white on the page.
    await refuse(
      button({ buttonNameColor: [white], buttonColor: [{ color: '#000000', opacity: 0.05 }] }),
      'buttonNameColor',
      partnerMessages.almostWhite,
    );
    // One almost-white end of a gradient is enough to lose the name there.
    await refuse(
      button({
        buttonNameColor: [white],
        buttonFillType: 'gradient',
        buttonColor: [
          { color: '#1E6FD9', opacity: 1 },
          { color: '#FAFAFA', opacity: 1 },
        ],
      }),
      'buttonNameColor',
      partnerMessages.almostWhite,
    );
    // 240 itself is not above 240: a light grey name on white is allowed, as is white on a dark fill.
    expect(
      (await save(button({ buttonNameColor: [{ color: '#F0F0F0', opacity: 1 }], buttonColor: [white] }))).status,
    ).toBe(200);
    expect(
      (await save(button({ buttonNameColor: [white], buttonColor: [{ color: '#0B3D91', opacity: 1 }] }))).status,
    ).toBe(200);
    expect(
      (await save(button({ buttonNameColor: [{ color: '#111', opacity: 1 }], buttonColor: [white] }))).status,
    ).toBe(200);
  });

  it('refuses a missing name, a link that is not http(s) and an unknown paint type', async () => {
    await refuse(button({ name: '  ' }), 'name', validation.required);
    await refuse(button({ url: 'javascript:alert(1)' }), 'url');
    await refuse(button({ url: 'not a url' }), 'url', validation.url);
    await refuse({ ...button(), buttonFillType: 'pattern' }, 'buttonFillType', validation.notValid);
    await refuse({ ...button(), isPublished: 'yes' }, 'isPublished');
  });
});
