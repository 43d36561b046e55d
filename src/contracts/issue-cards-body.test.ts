import { describe, expect, it } from 'vitest';
import { issueCardsBody } from './cards';
import { validation } from './messages';

const errorsOf = (body: Record<string, unknown>) => {
  const result = issueCardsBody.safeParse({ name: 'Travel', binSetId: 1, holderUserId: 2, ...body });
  return result.success ? {} : result.error.flatten().fieldErrors;
};

describe('issue cards: a choice nobody made says what to do', () => {
  it.each([[''], [null], [0], ['abc']])('holder %j: Choose a card holder', (holderUserId) => {
    expect(errorsOf({ holderUserId }).holderUserId).toEqual([validation.chooseHolder]);
  });
  it('no BIN set: Choose a BIN set', () => {
    expect(errorsOf({ binSetId: '' }).binSetId).toEqual([validation.chooseBinSet]);
  });
  it('a chosen holder and set pass', () => {
    expect(errorsOf({})).toEqual({});
  });
});
