import { describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATIONS } from './toast-store';

describe('toast store', () => {
  it('[TOAST-01] holds one toast at a time: a new one replaces the current', () => {
    const store = createToastStore();
    store.success('Saved');
    const second = store.error('Failed');
    expect(store.current()).toEqual(second);
    expect(store.current()?.message).toBe('Failed');
  });

  it('[TOAST-02] [TOAST-03] [TOAST-04] durations: success 2000, warning and error 3000, notification 4000', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 2000, warning: 3000, error: 3000, notification: 4000 });
    const store = createToastStore();
    expect(store.success('a').duration).toBe(2000);
    expect(store.warning('a').duration).toBe(3000);
    expect(store.error('a').duration).toBe(3000);
    expect(store.notify('a').duration).toBe(4000);
  });

  it('dismissing an old toast leaves a newer one alone; listeners hear every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.success('one');
    store.success('two');
    store.dismiss(first.id);
    expect(store.current()?.message).toBe('two');
    store.dismiss();
    expect(store.current()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
