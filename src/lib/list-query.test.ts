import { keepPreviousData } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamUserList } from '@/src/contracts/team';
import { listQuery } from './list-query';

afterEach(() => vi.unstubAllGlobals());

describe('listQuery', () => {
  it('keys the list by its query, asks with it and keeps the previous answer meanwhile', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response('{"data":{"data":[],"meta":{}}}', { headers: { 'content-type': 'application/json' } });
    });
    const options = listQuery(['team', 'list'], teamUserList, { page: 2 });
    expect(options.queryKey).toEqual(['team', 'list', { page: 2 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
    await options.queryFn!({ signal: new AbortController().signal } as never);
    expect(asked).toEqual([expect.stringMatching(/page\/team\/user-list\?page=2$/)]);
  });
});
