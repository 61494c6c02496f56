import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './storage';

describe('safeStorage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads and writes localStorage', () => {
    safeStorage.set('k', 'v');
    expect(safeStorage.get('k')).toBe('v');
    safeStorage.remove('k');
    expect(safeStorage.get('k')).toBeNull();
  });

  it('[TOAST-11] local storage errors are silently ignored', () => {
    const broken = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(broken);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(broken);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(broken);
    expect(() => safeStorage.set('k', 'v')).not.toThrow();
    expect(safeStorage.get('k')).toBeNull();
    expect(() => safeStorage.remove('k')).not.toThrow();
  });
});
