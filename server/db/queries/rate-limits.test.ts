import { describe, expect, it } from 'vitest';
import { useTestContext } from '@/server/test-support/use-test-context';
import { clear, hit, hitAll, retryAfter, type LimitRule } from './rate-limits';

const t = useTestContext({ seed: false });

const rule: LimitRule = { limit: 3, windowSeconds: 60, blockSeconds: 30 };
const T0 = new Date('2030-06-01T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let n = 0;
/** A key no other test touches. */
const freshKey = () => `key-${++n}`;

describe('hit', () => {
  it('counts hits up to the limit without refusing, then refuses for blockSeconds', async () => {
    const key = freshKey();
    for (let i = 1; i <= rule.limit; i++) {
      expect(await hit(t.db, 'test', key, rule, at(i))).toEqual({ hits: i, retryAfter: 0 });
    }
    expect(await hit(t.db, 'test', key, rule, at(10))).toEqual({ hits: rule.limit + 1, retryAfter: rule.blockSeconds });
    expect(await retryAfter(t.db, 'test', key, at(10))).toBe(rule.blockSeconds);
    expect(await retryAfter(t.db, 'test', key, at(25))).toBe(15);
    // Rounds up: half a second left is still a second to wait.
    expect(await retryAfter(t.db, 'test', key, new Date(at(39).getTime() + 500))).toBe(1);
    expect(await retryAfter(t.db, 'test', key, at(40))).toBe(0);
  });

  it('starts a new window once windowSeconds have passed', async () => {
    const key = freshKey();
    for (let i = 0; i < rule.limit; i++) await hit(t.db, 'test', key, rule, at(i));
    const next = await hit(t.db, 'test', key, rule, at(rule.windowSeconds + 1));
    expect(next).toEqual({ hits: 1, retryAfter: 0 });
    for (let i = 2; i <= rule.limit; i++)
      expect((await hit(t.db, 'test', key, rule, at(rule.windowSeconds + i))).retryAfter).toBe(0);
  });

  it('does not carry a block over into a new window', async () => {
    const key = freshKey();
    for (let i = 0; i <= rule.limit; i++) await hit(t.db, 'test', key, rule, at(i));
    expect(await retryAfter(t.db, 'test', key, at(rule.limit))).toBeGreaterThan(0);
    const afterWindow = at(rule.limit + rule.windowSeconds + 1);
    expect(await hit(t.db, 'test', key, rule, afterWindow)).toEqual({ hits: 1, retryAfter: 0 });
  });

  it('re-blocks at once on the next hit after a block ends inside the same window', async () => {
    const key = freshKey();
    for (let i = 0; i <= rule.limit; i++) await hit(t.db, 'test', key, rule, at(i));
    const blockEnds = rule.limit + rule.blockSeconds;
    expect(await retryAfter(t.db, 'test', key, at(blockEnds))).toBe(0);
    expect((await hit(t.db, 'test', key, rule, at(blockEnds + 1))).retryAfter).toBe(rule.blockSeconds);
  });

  it('keeps buckets and keys apart', async () => {
    const key = freshKey();
    for (let i = 0; i <= rule.limit; i++) await hit(t.db, 'test', key, rule, at(i));
    expect(await retryAfter(t.db, 'test', key, at(5))).toBeGreaterThan(0);
    expect(await retryAfter(t.db, 'other-bucket', key, at(5))).toBe(0);
    expect(await retryAfter(t.db, 'test', freshKey(), at(5))).toBe(0);
    expect((await hit(t.db, 'other-bucket', key, rule, at(5))).hits).toBe(1);
  });

  it('counts concurrent hits exactly (one upsert, no lost updates)', async () => {
    const key = freshKey();
    const many = { limit: 100, windowSeconds: 60, blockSeconds: 30 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(t.db, 'test', key, many, at(1))));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('retryAfter and clear', () => {
  it('is 0 for a key never seen', async () => {
    expect(await retryAfter(t.db, 'test', 'never-seen', T0)).toBe(0);
  });

  it('clear forgets the count and the block', async () => {
    const key = freshKey();
    for (let i = 0; i <= rule.limit; i++) await hit(t.db, 'test', key, rule, at(i));
    await clear(t.db, 'test', key);
    expect(await retryAfter(t.db, 'test', key, at(5))).toBe(0);
    expect((await hit(t.db, 'test', key, rule, at(6))).hits).toBe(1);
  });
});

describe('hitAll', () => {
  const one = (key: string, weight = 1, r = rule) => ({ bucket: 'test', key, rule: r, weight });

  it('answers a group as if its hits came one by one: those that fit pass, the rest wait the block', async () => {
    const key = freshKey();
    const other = freshKey();
    const answers = await hitAll(t.db, [one(key), one(other), one(key), one(key), one(key), one(key)], at(0));
    expect(answers.map((a) => a.retryAfter)).toEqual([0, 0, 0, 0, rule.blockSeconds, rule.blockSeconds]);
    // The counter is the one `hit` keeps: the key stays refused for the block, the other one is not.
    expect(await retryAfter(t.db, 'test', key, at(10))).toBe(rule.blockSeconds - 10);
    expect(await hit(t.db, 'test', other, rule, at(1))).toEqual({ hits: 2, retryAfter: 0 });
  });

  it('weighs hits, continues a counter `hit` started, and refuses every hit of a key already blocked', async () => {
    const key = freshKey();
    await hit(t.db, 'test', key, rule, at(0));
    const weighted = await hitAll(t.db, [one(key, 2), one(key, 1)], at(1));
    expect(weighted.map((a) => a.retryAfter)).toEqual([0, rule.blockSeconds]);
    // Blocked until at(31): every hit of a later group is refused for what is left of the block.
    expect(await hitAll(t.db, [one(key), one(key)], at(5))).toEqual([{ retryAfter: 26 }, { retryAfter: 26 }]);
    // A block longer than the window outlasts it: the new window's first hit is still refused.
    const long = { limit: 1, windowSeconds: 10, blockSeconds: 100 };
    const blocked = freshKey();
    expect(await hitAll(t.db, [one(blocked, 2, long)], at(0))).toEqual([{ retryAfter: 100 }]);
    expect(await hitAll(t.db, [one(blocked, 1, long)], at(20))).toEqual([{ retryAfter: 80 }]);
  });

  it('starts a new window for a group once windowSeconds have passed', async () => {
    const key = freshKey();
    await hitAll(t.db, [one(key, rule.limit)], at(0));
    const next = await hitAll(t.db, [one(key), one(key, rule.limit - 1)], at(rule.windowSeconds + 1));
    expect(next.map((a) => a.retryAfter)).toEqual([0, 0]);
  });

  it('counts groups sent at once exactly: 20 groups of one key under a limit of 3 let 3 hits pass', async () => {
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => hitAll(t.db, [one(key)], at(0))));
    expect(answers.flat().filter((a) => a.retryAfter === 0)).toHaveLength(rule.limit);
  });
});
