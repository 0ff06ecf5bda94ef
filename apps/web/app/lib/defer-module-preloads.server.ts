import { Transform } from 'node:stream';
import { toScriptJson } from './script-json';
import { WEB_FONT_PROBE } from './web-fonts';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** Any attribute order: React puts the nonce first on the root's links. */
const FONT_PRELOAD = /<link(?=[^>]*\srel="preload")(?=[^>]*\sas="font")[^>]*>/g;
const HTML_START = /<html(?=[\s>])/;
/** ui/tokens.css: while `<html>` has it, text is set in the local fallback, so no web font is asked for. */
const WEB_FONTS_LATER = 'data-web-fonts="later"';
/** Without script the attribute stays: the web font then applies at once (ui/tokens.css's stack). */
const WEB_FONTS_WITHOUT_SCRIPT =
  '<noscript><style>:root[data-web-fonts]{--font-sans:"Inter Variable","Inter Fallback",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}</style></noscript>';
const HREF = /\shref="([^"]+)"/;
const HEAD_END = '</head>';
/** React Router's hydration script (`<Scripts />`): imports the route modules, then the entry. */
const MODULE_SCRIPT = /<script(?=[^>]*\stype="module")[^>]*>([\s\S]*?)<\/script>/;

type StripperOptions = {
  /**
   * Start the app's scripts only once the page has painted (with this CSP nonce): React Router's module script and every
   * module the head would have preloaded, side by side (so the browser does not meet the module
   * graph one import level at a time). The web font waits for the paint as well (its preload is
   * dropped and `<html data-web-fonts="later">` sets the text in the metric-matched fallback): it is
   * fetched after the paint and applied only at the visitor's next navigation, never under their eyes
   * (swapping it in as it arrives moved the consent banner and wrapped lines: CLS up to 0.09,
   * decision 026). The first paint then waits on none of it, and neither does Lighthouse's estimate
   * of it, which counts every request started before that paint.
   */
  scriptsAfterPaintNonce?: string;
};

/** How many module preloads the after-paint script adds per task (renderAfterPaintScripts). */
const PRELOADS_PER_TASK = 4;

/**
 * Runs `start` once, just after the first contentful paint (Paint Timing), or at once for a page
 * loading in a hidden tab (which does not paint), or after 3 s whatever happens. The module script
 * it adds carries this script's nonce (the CSP's 'strict-dynamic' lets its imports load).
 */
function renderAfterPaintScripts(hrefs: string[], moduleCode: string): string {
  return (
    '<script nonce="%NONCE%">(function(hrefs,code,nonce){var started=false;' +
    'function start(){if(started)return;started=true;' +
    // The web font is fetched now, not applied: useWebFontsOnNavigation (lib/web-fonts.ts) applies it.
    `if(document.fonts)document.fonts.load(${toScriptJson(WEB_FONT_PROBE)}).catch(function(){});` +
    // A few preloads a task, then the module script in a task of its own: each preload starts a request
    // (milliseconds apiece on a slow phone) and the script is compiled as it is added, so all of it in
    // one task made a long one just after the paint, where every long task delays the first tap. A
    // hidden tab, whose timers the browser slows to one a second, does it all at once.
    'var later=function(f){document.visibilityState==="hidden"?f():setTimeout(f)};' +
    `var i=0;(function next(){for(var end=Math.min(i+${PRELOADS_PER_TASK},hrefs.length);i<end;i++){var l=document.createElement("link");l.rel="modulepreload";l.href=hrefs[i];document.head.appendChild(l)}` +
    'if(i<hrefs.length)return later(next);' +
    'later(function(){var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;document.body.appendChild(s)})})()}' +
    'if(document.visibilityState==="hidden")return start();setTimeout(start,3000);' +
    'if(!window.PerformanceObserver||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint"))return requestAnimationFrame(function(){setTimeout(start)});' +
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})' +
    `})(${toScriptJson(hrefs)},${toScriptJson(moduleCode)},document.currentScript.nonce)</script>`
  );
}

/**
 * Drops the `<link rel="modulepreload">`s React hoists into the head. On a document page (an article,
 * a country guide) they would make the browser fetch every script at high priority alongside the
 * stylesheet, so the text waited for JavaScript it does not need to be read; without them the page
 * paints first and hydrates when its module script (at the end of the body) has loaded its imports.
 * With `scriptsAfterPaintNonce`, that module script itself starts after the paint too.
 * Only the head and that script are rewritten; the rest of the stream passes untouched.
 */
export function createModulePreloadStripper(options: StripperOptions = {}): Transform {
  const nonce = options.scriptsAfterPaintNonce;
  let buffer = '';
  let stage: 'head' | 'body' | 'rest' = 'head';
  const hrefs: string[] = [];
  const stripHead = (html: string) => {
    const stripped = html.replace(MODULE_PRELOAD, (link) => {
      const href = HREF.exec(link)?.[1];
      if (href) hrefs.push(href);
      return '';
    });
    if (nonce === undefined) return stripped;
    // The web font waits for the paint too: the first paint is set in the metric-matched fallback.
    return (
      stripped.replace(FONT_PRELOAD, '').replace(HTML_START, `<html ${WEB_FONTS_LATER}`) +
      WEB_FONTS_WITHOUT_SCRIPT
    );
  };
  const rewriteModuleScript = (html: string) =>
    html.replace(MODULE_SCRIPT, (_script, code: string) =>
      renderAfterPaintScripts(hrefs, code).replace('%NONCE%', nonce ?? ''),
    );
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (stage === 'rest') return callback(null, chunk);
      buffer += chunk.toString('utf8');
      let out = '';
      if (stage === 'head') {
        const end = buffer.indexOf(HEAD_END);
        if (end === -1) return callback();
        out = stripHead(buffer.slice(0, end));
        buffer = buffer.slice(end);
        stage = nonce === undefined ? 'rest' : 'body';
      }
      if (stage === 'body') {
        // Held back only until React Router's module script is whole (it closes the shell).
        if (!MODULE_SCRIPT.test(buffer)) return callback(null, out || undefined);
        buffer = rewriteModuleScript(buffer);
        stage = 'rest';
      }
      out += buffer;
      buffer = '';
      callback(null, out);
    },
    flush(callback) {
      callback(null, stage === 'head' ? stripHead(buffer) : buffer || undefined);
    },
  });
}
