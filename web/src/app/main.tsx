import './global.css';

// The browser's entry, kept tiny on purpose. The page the server sent is complete and styled
// (its stylesheet is inlined, vite.config.ts): its links, its text and its GET forms work without
// a script. The app (React, Apollo, the router: about 160 KiB and, on a mid-range phone, about a
// second of main-thread work to hydrate) is what makes the buttons, menus and forms work and
// turns a link into a navigation inside the app. When it starts:
//
// - at once (just after the first paint) when the page holds something only the app can show: a
//   visitor with a session (their cart, their account), or a page the server could not render
//   (data-hydrate="false": the app asks again);
// - otherwise, for a signed-out visitor on a page that rendered, when the visitor first shows
//   they are there: moves the pointer, touches, scrolls, presses a key or focuses something. The
//   page loads with its main thread free, and a visitor who only reads pays for no script.
//
// A click on a button before the app has taken the page over is held and given to the button once
// it has (replayClick), so a first tap on a menu still opens it. A link clicked meanwhile is
// followed as a plain link (a full page load of a server-rendered page).

const root = document.getElementById('root');
const html = document.documentElement;

const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  void import('./start-app.tsx');
};

const rendered = root?.firstElementChild != null && root.dataset.hydrate !== 'false';
const waitsForVisitor = rendered && root?.dataset.session === 'none';

if (waitsForVisitor) {
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  holdClicksUntilReady();
} else {
  // The frame's callback runs just before the paint and the timer just after it. A background tab
  // paints no frames: the timer alone starts it.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}

/**
 * Until the app is ready (root-layout.tsx sets `data-app="ready"`), a click on a button is held
 * (it would do nothing yet) and clicked again once the app is there. Hydration keeps the server's
 * DOM nodes, so the held button is the one the app now handles.
 */
function holdClicksUntilReady() {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (html.dataset.app === 'ready') return;
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button, [role="button"]');
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    start();
  };
  document.addEventListener('click', hold, true);
  const observer = new MutationObserver(() => {
    if (html.dataset.app !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    const control = held;
    held = null;
    // After React's effects of the same commit, so the control's handlers are attached.
    if (control?.isConnected) setTimeout(() => control.click(), 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
}
