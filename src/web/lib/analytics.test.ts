import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsSink, track } from './analytics';

describe('analytics', () => {
  afterEach(() => setAnalyticsSink(null));

  it('[CAT-42] events go through one track() to the configured sink', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track({ name: 'page_view', path: '/recipe' });
    track({ name: 'pagination_click', list: 'recipes', page: 2 });
    expect(sink.mock.calls.map(([event]) => event.name)).toEqual(['page_view', 'pagination_click']);
  });

  it('a failing sink never breaks the page', () => {
    setAnalyticsSink(() => {
      throw new Error('offline');
    });
    expect(() => track({ name: 'search', list: 'foods', text: 'x' })).not.toThrow();
  });
});
