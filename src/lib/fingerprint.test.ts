import { describe, expect, it } from 'vitest';
import { browserInfo, computeFingerprint } from './fingerprint';

const traits = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36',
  languages: 'en-GB,en',
  timezone: 'Europe/Berlin',
  platform: 'Linux x86_64',
  cores: '8',
  screen: '1920x1080x24',
};

describe('computeFingerprint (spec 3: the hash set default, noScreen, cross)', () => {
  it('is stable and made of SHA-256 hashes', async () => {
    const first = await computeFingerprint(traits);
    expect(first).toEqual(await computeFingerprint({ ...traits }));
    for (const hash of Object.values(first!)) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('noScreen ignores the screen; cross also ignores what differs between browsers', async () => {
    const base = (await computeFingerprint(traits))!;
    const otherScreen = (await computeFingerprint({ ...traits, screen: '2560x1440x30' }))!;
    expect(otherScreen.default).not.toBe(base.default);
    expect(otherScreen.noScreen).toBe(base.noScreen);

    const otherBrowser = (await computeFingerprint({
      ...traits,
      userAgent: 'Mozilla/5.0 Firefox/128.0',
      languages: 'en',
    }))!;
    expect(otherBrowser.default).not.toBe(base.default);
    expect(otherBrowser.noScreen).not.toBe(base.noScreen);
    expect(otherBrowser.cross).toBe(base.cross);
  });
});

describe('browserInfo', () => {
  it.each([
    [traits.userAgent, { name: 'Chrome', version: '126.0' }],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', { name: 'Firefox', version: '128.0' }],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      { name: 'Edge', version: '126.0' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 ' +
        'Safari/604.1',
      { name: 'Safari', version: '17.5' },
    ],
    ['curl/8.0', { name: 'Other', version: undefined }],
  ])('reads %s', (userAgent, expected) => {
    expect(browserInfo(userAgent)).toEqual(expected);
  });
});
