import { type RefObject, useEffect, useState } from 'react';

/** How near the viewport counts as about to be seen: a scroll's worth of notice. */
const NEAR = '300px 0px';

/**
 * False on the server, while hydrating and until `ref`'s element comes within NEAR of the viewport,
 * then true for good (at once where the browser has no IntersectionObserver). For work a part of the
 * page needs only once seen, kept out of the page's first seconds.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
