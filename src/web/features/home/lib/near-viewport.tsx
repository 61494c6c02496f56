import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A home block that asks for its data only once it is near the screen (issue 21 A2), in a box of reserved
 * height so nothing below moves when it arrives. The server renders every block with its data (there is no
 * screen there), and the browser hydrates them from those answers; after a move within the app a block
 * waits until it is about to be scrolled into view.
 */
export function NearViewport({
  minHeight,
  children,
  margin = '600px',
}: {
  /** A Tailwind min-height class: the block's usual height. */
  minHeight: string;
  children: (near: boolean) => ReactNode;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof window === 'undefined');
  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return (
    <div ref={box} className={minHeight}>
      {children(near)}
    </div>
  );
}
