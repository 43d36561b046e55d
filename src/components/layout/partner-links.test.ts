import { describe, expect, it } from 'vitest';
import type { SupportLink } from '@/src/contracts/partners';
import { linksToShow } from './partner-links';

const support: SupportLink = {
  kind: 'telegram',
  label: 'Support in Telegram',
  url: 'https://t.me/bot',
  role: 'support',
};
const social: SupportLink = { kind: 'telegram', label: 'News', url: 'https://t.me/news', role: 'social' };

describe('the links beside the partner button (spec 2.4, 2.5)', () => {
  it('the support link carries the messaging link once it is known; social links stay as set', () => {
    expect(linksToShow([support, social], 'https://t.me/bot?start=abc')).toEqual([
      { ...support, url: 'https://t.me/bot?start=abc' },
      social,
    ]);
    expect(linksToShow([support, social], undefined)).toEqual([support, social]);
  });
});
