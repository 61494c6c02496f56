import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLatest } from './use-latest';

/** Calls the latest `onTick` from an effect that runs on `tick` only, as a listener would. */
function Ticker({ tick, onTick }: { tick: number; onTick: (tick: number) => void }) {
  const onTickRef = useLatest(onTick);
  useEffect(() => onTickRef.current(tick), [tick, onTickRef]);
  return null;
}

describe('useLatest', () => {
  it('an effect that does not re-run for a new callback still calls the newest one, in the same render', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Ticker tick={1} onTick={first} />);
    expect(first).toHaveBeenCalledWith(1);
    view.rerender(<Ticker tick={1} onTick={second} />);
    expect(second).not.toHaveBeenCalled();
    view.rerender(<Ticker tick={2} onTick={second} />);
    expect(second).toHaveBeenCalledWith(2);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
