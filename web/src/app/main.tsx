import './global.css';
import { priceViewOfCookies } from '../../../domain/price-view.ts';
import { forgetEarly, sendEarly } from '../client/early-mutations.ts';
import { showToastInPage } from '../components/toast-page.ts';
import { earlyToastOf } from './early-toast.ts';

// The browser's entry, kept tiny on purpose. The page the server sent is complete and styled
// (its stylesheet is inlined, vite.config.ts): its links, its text and its GET forms work without
// a script. The app (React, Apollo, the router: about 160 KiB and, on a mid-range phone, about a
// second of main-thread work to hydrate) is what makes the buttons, menus and forms work and
// turns a link into a navigation inside the app. When it starts:
//
// - on a page whose HTML is whole without the app (routes.tsx, `wholeWithoutApp`: the home page,
//   course pages, lists, articles, content pages), for a visitor without a session (the server
//   marks such a page `data-app-start="intent"`): when the visitor first shows they are there by
//   moving the pointer, touching, scrolling, pressing a key or focusing something. The page loads
//   with its main thread free, and a visitor who only reads pays for no script;
// - on every other page just after the first paint: a visitor with a session (their cart, their
//   account), forms and pages with parts that wait for the app, and a page the server could not
//   render (data-hydrate="false": the app asks again).
//
// A click on a button before the app has taken the page over is held and given to the button once
// it has (holdClicksUntilReady), so a first tap on a menu still opens it. A link clicked meanwhile
// is followed as a plain link (a full page load of a server-rendered page).
//
// Nothing of the app is downloaded before the visitor's first move: a reader pays for no script.
// When the app starts, its files are asked at once and side by side (the server names them on the
// page: `data-app-chunks`, the app's, the libraries' and the matched routes'), instead of one after
// the other as each import is found. (A page that starts the app at once names them as module
// preloads in its head, entry-server.tsx.)
//
// The first tap. A button whose click sends one known mutation ("In winkelwagen") tapped before
// the app is there sends it at once (early-mutations.ts), and the entry shows the answer's toast
// itself (early-toast.ts) in the page's toast region: the visitor sees the answer after one round
// trip, not after the app's download and start. The app starts once that answer is in (or after
// EARLY_ANSWER_WAIT_MS), so the mutation is not queued behind its files on a slow line; replaying
// the tap, the app takes the same answer into its cache without sending or showing it again.

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

const appChunks = root?.dataset.appChunks?.split(' ').filter(Boolean) ?? [];
/** How long the app waits for a tapped button's early answer before it starts anyway. */
const EARLY_ANSWER_WAIT_MS = 1500;
/**
 * A scroll starts the app once it has paused this long: a visitor scrolls to a button and taps it,
 * and the tap's request should not queue behind the app's files started by the scroll.
 */
const SCROLL_PAUSE_MS = 400;
/** An early mutation's answer is on its way: the app starts when it is in (hold, below). */
let earlyPending = false;

let started = false;
const start = () => {
  if (started) return;
  started = true;
  clearTimeout(startTimer);
  for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  // Module preloads of the app's files: asked now, beside each other (Vite's loader skips them then).
  for (const href of appChunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  void import('./start-app.tsx');
};
let startTimer: ReturnType<typeof setTimeout> | undefined;
/** Starts the app in `ms` at the latest (a later call replaces an earlier one). */
const startWithin = (ms: number) => {
  clearTimeout(startTimer);
  startTimer = setTimeout(start, ms);
};

/** A control tapped now sends its own mutation first (hold, below): the app waits for it. */
const earlyControlOf = (target: EventTarget | null) =>
  target instanceof Element
    ? target.closest<HTMLElement>('[data-mutation]:not([aria-disabled="true"])')
    : null;

function onIntent(event: Event) {
  if (earlyPending) return;
  if (earlyControlOf(event.target)) {
    // Its touch, press or focus comes before its click: the click (or, without one, the time
    // limit) starts the app.
    startWithin(EARLY_ANSWER_WAIT_MS);
    return;
  }
  if (event.type === 'scroll' || event.type === 'wheel') startWithin(SCROLL_PAUSE_MS);
  else start();
}

const waitsForVisitor =
  root?.firstElementChild != null && root.dataset.hydrate !== 'false' && root.dataset.appStart === 'intent';

if (root?.firstElementChild) holdClicksUntilReady();
if (waitsForVisitor) {
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
} else {
  // The frame's callback runs just before the paint and the timer just after it. A background tab
  // paints no frames: the timer alone starts it.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 250);
}

// A page brought back by Back or Forward is as it was left, also its prices. Before the app has
// taken it over, a page whose view the cookie (the choice made since) contradicts is asked again:
// the server renders the chosen view, and the app could not hydrate a page it would render
// otherwise. Once started, the app follows the cookie itself (components/price-view.tsx).
window.addEventListener('pageshow', () => {
  const shown = root?.dataset.prices === 'excl' ? 'excl' : 'incl';
  if (html.dataset.app !== 'ready' && priceViewOfCookies(document.cookie) !== shown) location.reload();
});

/**
 * Until the app is ready (root-layout.tsx sets `data-app="ready"`), a click on a button, a
 * checkbox or a radio is held (the button would do nothing yet; a box would change behind the
 * app's back) and clicked again once the app is there. Hydration keeps the server's DOM nodes, so
 * the held control is the one the app now handles. Text typed meanwhile is handed to the app too.
 */
function holdClicksUntilReady() {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (html.dataset.app === 'ready') return;
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      'button, [role="button"], input[type="checkbox"], input[type="radio"]',
    );
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    // A button that names its mutation sends it now (early-mutations.ts) and shows its answer's
    // toast; the app follows the answer.
    const answer = sendEarly(control);
    if (!answer) {
      start();
      return;
    }
    earlyPending = true;
    startWithin(EARLY_ANSWER_WAIT_MS);
    answer
      .then((early) => {
        if (!early.ran || early.toastShown || html.dataset.app === 'ready') return;
        const toast = earlyToastOf(control, early.result);
        if (toast) early.toastShown = showToastInPage(toast);
      })
      // A lost answer is the app's to report: it replays the tap and gets this error.
      .catch(() => undefined)
      .finally(() => {
        earlyPending = false;
        start();
      });
  };
  document.addEventListener('click', hold, true);
  const observer = new MutationObserver(() => {
    if (html.dataset.app !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    const control = held;
    held = null;
    // After React's effects of the same commit, so the controls' handlers are attached.
    setTimeout(() => {
      handOverTypedText();
      if (control?.isConnected) control.click();
      // What was sent early and not replayed is not an answer to a later click.
      setTimeout(forgetEarly, 5000);
    }, 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });
}

/**
 * A field the visitor typed in before the app took over keeps its text, but the app's state still
 * holds the server's value. For each such field, React is told of the change as if it were typed
 * now: its value tracker is set back to the server's value (through the element's own `value`
 * setter, which React watches), the typed text is put back past it, and an `input` event follows.
 * A page's own part hydrates after the frame that marks the app ready (a lazy route's boundary):
 * a field React has not taken over yet is handed over once it has, with the text typed before.
 */
function handOverTypedText() {
  const fields = [
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      '#root input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"]), #root textarea, #root select',
    ),
  ].filter((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue,
  );
  let pending = fields.map((field) => ({ field, typed: field.value }));
  const deadline = performance.now() + 10_000;
  const handOver = () => {
    pending = pending.filter(({ field, typed }) => {
      if (!field.isConnected) return false;
      // React marks the nodes it has hydrated with its own keys.
      if (!Object.keys(field).some((key) => key.startsWith('__reactProps$'))) return true;
      if (field instanceof HTMLSelectElement) {
        // A select's choice reaches React by its `change` event alone.
        field.value = typed;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        return false;
      }
      const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
      const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      field.value = field.defaultValue;
      nativeSetter?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return false;
    });
    if (pending.length > 0 && performance.now() < deadline) setTimeout(handOver, 50);
  };
  handOver();
}
