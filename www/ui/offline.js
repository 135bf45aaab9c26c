// Offline: registers the service worker the build writes beside index.html (sw.js, which
// precaches the build's files; see webpack.config.js). Only where service workers can work,
// over http or https (not file://), only in a page of its own (an embed framed by another
// site does not fill that site's storage with the whole build), and only once the page has
// loaded, so that it never competes with the page's own start. A registration that fails,
// or throws, costs the page nothing: it is then simply not available offline.

/** Registers `sw.js` beside the page in `win`, if possible. Resolves to the registration or null. */
export async function registerServiceWorker(win) {
  try {
    const container = win.navigator.serviceWorker;
    if (!container || !/^https?:$/.test(win.location.protocol) || win.top !== win) return null;
    return (await container.register(new URL('sw.js', win.document.baseURI).href)) ?? null;
  } catch {
    return null;
  }
}

/** Registers the service worker once `win` has loaded (at once if it already has). */
export function registerWhenLoaded(win) {
  const go = () => {
    registerServiceWorker(win);
  };
  if (win.document.readyState === 'complete') go();
  else win.addEventListener('load', go, { once: true });
}

if (typeof window !== 'undefined') registerWhenLoaded(window);
