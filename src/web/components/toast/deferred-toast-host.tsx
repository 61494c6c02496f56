import { deferred, useDeferred } from '../../lib/deferred';

const toastHost = deferred(() => import('./toast-host'));

/**
 * The app's toast host: Radix's toast code loads right after the first render instead of with every page's
 * first download. A toast raised before it is there waits in the store and shows when it is.
 */
export function DeferredToastHost() {
  const module = useDeferred(toastHost);
  return module ? <module.ToastHost /> : null;
}
