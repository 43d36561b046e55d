import { describe, expect, it } from 'vitest';
import { isDepositAddress, readTopUpSearch } from './networks';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('deposit addresses of a QR link (issue 19 item 8)', () => {
  it('takes a TRON address for TRC20 and an EVM address for the ERC20 networks, nothing else', () => {
    expect(isDepositAddress('USDT_TRC', TRON)).toBe(true);
    expect(isDepositAddress('USDT_ERC', EVM)).toBe(true);
    expect(isDepositAddress('USDC', EVM)).toBe(true);
    expect(isDepositAddress('USDT_TRC', EVM)).toBe(false);
    expect(isDepositAddress('USDC', TRON)).toBe(false);
    for (const bad of ['', `${EVM}\u0000`, '<script>alert(1)</script>', `0x${'g'.repeat(40)}`, `${TRON}0`]) {
      expect(isDepositAddress('USDT_ERC', bad) || isDepositAddress('USDT_TRC', bad)).toBe(false);
    }
  });

  it('reads the pay-in search: an unknown network or a wrong address is dropped', () => {
    expect(readTopUpSearch({ network: 'USDC', address: EVM })).toEqual({ network: 'USDC', address: EVM });
    expect(readTopUpSearch({ network: 'USDC', address: TRON })).toEqual({ network: 'USDC', address: undefined });
    expect(readTopUpSearch({ network: 'BTC', address: EVM })).toEqual({ network: undefined, address: undefined });
  });
});
