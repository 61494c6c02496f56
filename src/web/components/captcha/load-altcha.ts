let loading: Promise<void> | null = null;

/** Loads the widget once per page; a failed load (offline, a new release) may be tried again. */
export function loadAltcha(): Promise<void> {
  loading ??= import('./altcha-runtime').then(
    () => undefined,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
