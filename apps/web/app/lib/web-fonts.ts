import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * The web font's Latin face as `document.fonts.load` and `check` name it (its weights are one
 * variable file). The after-paint script fetches it (defer-module-preloads.server.ts).
 */
export const WEB_FONT_PROBE = '1em "Inter Variable"';

/** On `<html>` while the text is set in the metric-matched fallback (ui/tokens.css). */
const WEB_FONTS_ATTRIBUTE = 'data-web-fonts';

/**
 * A page that painted in the fallback (scriptsAfterPaint) keeps it while the visitor reads it: the
 * web font, fetched after the paint, is applied when they next navigate, as the page changes anyway
 * and right after their click or key (a shift then is expected, and not counted as CLS). Applied only
 * once loaded, so the new page never swaps type as it shows (decision 026).
 */
export function useWebFontsOnNavigation(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') return;
    const root = document.documentElement;
    if (!root.hasAttribute(WEB_FONTS_ATTRIBUTE) || !hasDownloadedWebFont()) return;
    // The same faces may be declared twice (React Router and Vite's lazy chunks each link the root's
    // stylesheet): the later ones load from memory, well within the navigation's first moments.
    document.fonts.load(WEB_FONT_PROBE).then(
      () => root.removeAttribute(WEB_FONTS_ATTRIBUTE),
      () => {},
    );
  }, [state]);
}

const WEB_FONT_FAMILY = /^["']?Inter Variable["']?$/;

/** Whether the after-paint script's download is done: a face of the web font has loaded. */
function hasDownloadedWebFont(): boolean {
  if (!document.fonts) return false;
  for (const face of document.fonts)
    if (WEB_FONT_FAMILY.test(face.family) && face.status === 'loaded') return true;
  return false;
}
