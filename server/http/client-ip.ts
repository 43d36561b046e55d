import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '@/server/config';
import type { AppEnv } from './context';

/**
 * Who the proxies in front of us are: X-Forwarded-For is a list that every hop appends to, so only its
 * right-hand end was written by proxies we run; everything to the left of that came from the client and
 * can say anything.
 */
export interface ProxyTrust {
  /** Believe X-Forwarded-For at all. */
  enabled: boolean;
  /** How many proxies of ours append to the header: the client is this many entries from the right. */
  hops: number;
  /** When set, the proxies are recognised by address instead: the client is the right-most entry outside these. */
  cidrs: BlockList | null;
}

/** `1.2.3.4`, `1.2.3.4:5678`, `[::1]:80` or `::ffff:1.2.3.4` → the bare address, or null if it is none. */
export function normaliseAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  const mapped = /^::ffff:([\d.]+)$/i.exec(value);
  if (mapped) value = mapped[1]!;
  return isIP(value) ? value.toLowerCase() : null;
}

const inCidrs = (cidrs: BlockList, address: string) => cidrs.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The caller's address from the connection's peer and the X-Forwarded-For header, under `trust`.
 * Anything short of what our proxies would have written (too few entries, an entry that is not an
 * address, a peer that is not one of our proxies) falls back to the peer: a client can only ever lose
 * by writing the header itself.
 */
export function resolveClientIp(peer: string | null, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const fallback = peer ?? 'unknown';
  if (!trust.enabled || !forwardedFor) return fallback;
  const entries = forwardedFor.split(',').slice(-64);
  if (trust.cidrs) {
    // Behind proxies known by address: the peer must be one of them, then walk left past the others.
    if (!peer || !inCidrs(trust.cidrs, peer)) return fallback;
    for (let i = entries.length - 1; i >= 0; i--) {
      const address = normaliseAddress(entries[i]);
      if (!address) return fallback;
      if (!inCidrs(trust.cidrs, address)) return address;
    }
    return fallback;
  }
  if (entries.length < trust.hops) return fallback;
  return normaliseAddress(entries[entries.length - trust.hops]) ?? fallback;
}

const trustOf = new WeakMap<Config, ProxyTrust>();

/** The config's proxy trust, its CIDR list built once. */
export function proxyTrust(config: Config): ProxyTrust {
  let trust = trustOf.get(config);
  if (!trust) {
    let cidrs: BlockList | null = null;
    if (config.TRUST_PROXY_CIDRS.length) {
      cidrs = new BlockList();
      for (const cidr of config.TRUST_PROXY_CIDRS) {
        const [address, prefix] = cidr.split('/') as [string, string];
        cidrs.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
      }
    }
    trust = { enabled: config.TRUST_PROXY, hops: config.TRUST_PROXY_HOPS, cidrs };
    trustOf.set(config, trust);
  }
  return trust;
}

function peerAddress(c: Context<AppEnv>): string | null {
  try {
    return normaliseAddress(getConnInfo(c).remote.address) ?? getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The caller's address, for per-IP limits, sessions, the audit log and sign-in notices: the one place it is read. */
export function clientIp(c: Context<AppEnv>): string {
  return resolveClientIp(peerAddress(c), c.req.header('x-forwarded-for'), proxyTrust(c.var.deps.config));
}
