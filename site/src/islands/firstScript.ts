import { wakeEvents } from './earlyTouches.ts';

/**
 * The inline script that asks for the page's code (`entry`: the first script, one file) once the
 * page's text is on screen (its first contentful paint; where the browser cannot tell, once the document is parsed),
 * so the code's download and start never hold up the text. A touch before then asks at once. Until the first script
 * runs, the touches are kept (`window.earlyTouches`): one made while the code is on its way still wakes the page. The
 * code runs only once the document is parsed, as a module script's would. If it cannot load, the server's HTML
 * carries on alone, as it does with JavaScript off.
 *
 * The web app manifest (`manifest`, its address) is named at the same moment: a browser fetches it as soon as the
 * head names it, and it serves only installing the site, so it never shares the first round trips with the
 * document and its fonts.
 */
export function firstScriptLoader(entry: string, manifest?: string): string {
  // `<` escaped so no address can close the surrounding <script> element.
  const quoted = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');
  const url = quoted(entry);
  const named = manifest
    ? `var m=d.createElement("link");m.rel="manifest";m.href=${quoted(manifest)};d.head.append(m);`
    : '';
  const events = JSON.stringify([...wakeEvents, 'pointermove']);
  return (
    `(function(d,w){var s,o,l=[],n=${events},P=w.PerformanceObserver;` +
    `function load(){if(!s){s=1;${named}import(${url}).catch(function(){})}}` +
    'function go(){d.readyState=="loading"?d.addEventListener("DOMContentLoaded",load):load()}' +
    // A mouse moving is a desktop visitor about to point at something; a finger's moves are scrolling.
    'function f(e){if(e.type=="pointermove"){if(e.pointerType!="mouse")return;d.removeEventListener(e.type,f,!0)}l.push(e);go()}' +
    'n.forEach(function(t){d.addEventListener(t,f,!0)});' +
    'w.earlyTouches={events:l,stop:function(){n.forEach(function(t){d.removeEventListener(t,f,!0)})}};' +
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){' +
    'o=new P(function(x){x.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),go())});' +
    'o.observe({type:"paint",buffered:!0})}else go()' +
    '})(document,window)'
  );
}

/** The built page's code: its entry script, one file with all it imports (none in development). */
const builtEntry = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
/** The head's link to the web app manifest. */
const manifestLink = /<link rel="manifest" href="([^"]+)"\s*\/?>\s*/;

/**
 * The client build's HTML with its code and its manifest asked for by `firstScriptLoader`, inline at the end of
 * `<head>`, instead of by tags the browser fetches while it reads the document. The development server's HTML (no
 * built entry) is left as it is.
 */
export function codeAfterFirstPaint(html: string): string {
  const entry = builtEntry.exec(html)?.[1];
  if (!entry) return html;
  const manifest = manifestLink.exec(html)?.[1];
  return html
    .replace(builtEntry, '')
    .replace(manifestLink, '')
    .replace('</head>', () => `  <script>${firstScriptLoader(entry, manifest)}</script>\n  </head>`);
}
