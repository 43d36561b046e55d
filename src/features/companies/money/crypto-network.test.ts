import { describe, expect, it } from 'vitest';
import { apiMessage } from '@/src/contracts/api-messages';
import { validation } from '@/src/contracts/messages';
import { cryptoTopUpFormSchema, networkLabel, networksFor } from './crypto-network';

const CURRENCY: Record<number, string> = { 11: 'USDT', 12: 'USDC' };
const schema = cryptoTopUpFormSchema((id) => CURRENCY[id]);
const base = { hash: '0xabc', amount: '100.00', sourceId: 3, description: '' };
const networkIssues = (body: Record<string, unknown>) => {
  const result = schema.safeParse({ ...base, ...body });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'network').map((i) => i.message);
};

describe('crypto top-up network choice', () => {
  it('offers both chains for USDT, fixes USDC, and none for a fiat account', () => {
    expect(networksFor('USDT')).toEqual(['USDT_TRC', 'USDT_ERC']);
    expect(networksFor('USDC')).toEqual(['USDC']);
    expect(networksFor('EUR')).toEqual([]);
    expect(networksFor(undefined)).toEqual([]);
    expect(networkLabel('USDT_TRC')).toBe('USDT_TRC (TRC20)');
  });

  it('requires the network for a USDT account', () => {
    expect(networkIssues({ accountId: 11 })).toEqual([validation.required]);
    expect(networkIssues({ accountId: 11, network: 'USDT_ERC' })).toEqual([]);
    expect(schema.parse({ ...base, accountId: 11, network: 'USDT_TRC' }).network).toBe('USDT_TRC');
  });

  it("refuses a network that does not pay in to the account's currency", () => {
    expect(networkIssues({ accountId: 12, network: 'USDT_TRC' })).toEqual([apiMessage.networkNotOfAccount]);
    expect(networkIssues({ accountId: 11, network: 'USDC' })).toEqual([apiMessage.networkNotOfAccount]);
    expect(networkIssues({ accountId: 12, network: 'USDC' })).toEqual([]);
  });

  it('leaves the network to the server while the account is unknown, and still checks its value', () => {
    expect(networkIssues({ accountId: 99 })).toEqual([]);
    expect(networkIssues({ accountId: 99, network: 'BTC' }).length).toBe(1);
  });
});
