import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idPage } from './route-params';

describe('idPage: a page under id path params', () => {
  const route = idPage('admin/company/card', 'Card', 'id', 'cardId');

  it('names its right and title for the guard and the document title', () => {
    expect(route.staticData).toEqual({ title: 'Card', right: 'admin/company/card' });
    expect(typeof route.beforeLoad).toBe('function');
  });

  it('parses every named param as a database id and writes it back as text', () => {
    expect(route.params.parse({ id: '7', cardId: '42' })).toEqual({ id: 7, cardId: 42 });
    expect(route.params.stringify({ id: 7, cardId: 42 })).toEqual({ id: '7', cardId: '42' });
  });

  it.each(['abc', '0', '-1', '07', '1.5', ''])('answers Not found for the param %j', (cardId) => {
    let thrown: unknown;
    try {
      route.params.parse({ id: '7', cardId });
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });
});
