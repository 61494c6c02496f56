import { useLayoutEffect, useRef } from 'react';

/**
 * The latest value (e.g. a callback prop) for effects and listeners that call it without re-running for
 * each render; it is current before any effect of the render runs. React 19.2's `useEffectEvent` does this,
 * and we run 19.1 (docs/decisions.md, "React 19.1").
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
