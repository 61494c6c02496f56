/**
 * localStorage that never throws: private modes, full quotas and disabled storage are silently
 * ignored (B §8), so a feature that only remembers things keeps working without them.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // ignored on purpose
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // ignored on purpose
    }
  },
};
