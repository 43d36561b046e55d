import { createHash } from 'node:crypto';
import type { PayInNetwork } from '@/src/contracts/top-ups';
import type { CryptoPayInProvider } from './pay-in';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

function base58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)]! + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A TRON address: base58check of 0x41 and 20 bytes — 34 characters starting with "T". */
export function tronAddress(body: Buffer): string {
  const payload = Buffer.concat([Buffer.from([0x41]), body.subarray(0, 20)]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58(Buffer.concat([payload, checksum]));
}

/** An Ethereum-style address: "0x" and 40 lowercase hex digits (ERC20 networks, USDC). */
export function evmAddress(body: Buffer): string {
  return `0x${body.subarray(0, 20).toString('hex')}`;
}

/**
 * The sandbox provider: no chain behind it. Each company's address is derived from the provider,
 * company and network, so it is stable and different per company, and has the shape of a real one
 * (a wallet would accept it; nobody holds its key, so never send real money to it).
 */
export const sandboxPayIn: CryptoPayInProvider = {
  async depositAddress({
    companyId,
    providerId,
    network,
  }: {
    companyId: number;
    providerId: number;
    network: PayInNetwork;
  }) {
    const body = sha256(`sandbox-pay-in:${providerId}:${companyId}:${network}`);
    return network === 'USDT_TRC' ? tronAddress(body) : evmAddress(body);
  },
};
