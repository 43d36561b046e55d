import { describe, expect, it } from 'vitest';
import { utmFrom } from './visit';

describe('utmFrom', () => {
  it('takes the five utm parameters, trimmed, and nothing else', () => {
    expect(
      utmFrom('?utm_source=ads&utm_medium=%20cpc%20&utm_campaign=spring&ref=x&utm_term=&utm_content=banner'),
    ).toEqual({
      source: 'ads',
      medium: 'cpc',
      campaign: 'spring',
      content: 'banner',
    });
  });

  it('is undefined without any', () => {
    expect(utmFrom('')).toBeUndefined();
    expect(utmFrom('?page=2')).toBeUndefined();
  });
});
