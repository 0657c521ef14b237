import { useLayoutEffect, useSyncExternalStore } from 'react';
import { STALE_NOTICE, staleAnswersShown, subscribeStale } from '../../components/server-unreachable.ts';

// While the api is away the gateway answers with what it kept (issue 29). A page it serves so
// carries its notice outside the app's root (gateway/http/server-render.ts, with the words of
// `StaleNoticeText`); after a navigation inside the app only the answers say it, and the link
// notes them (components/server-unreachable.ts). This notice follows those notes and takes the
// gateway's place, so a page never shows two.

/** The gateway's notice: outside #root, so a child of <body>. */
export const SERVER_NOTICE = 'body > .stale-notice';

/** The notice itself (styled in global.css); the gateway puts this same markup on its kept pages. */
export function StaleNoticeText() {
  return (
    <p className="stale-notice" role="status">
      {STALE_NOTICE}
    </p>
  );
}

/** At the top of every page while the last answers were kept ones; gone once a whole one came. */
export function StaleNotice() {
  // The server and hydration render none: the server's page has the gateway's notice instead.
  const stale = useSyncExternalStore(subscribeStale, staleAnswersShown, () => false);
  // Once this shows what the answers say (not in hydration's render, which may differ), the
  // gateway's notice goes, before the browser paints: never two, never a gap between them.
  useLayoutEffect(() => {
    if (stale === staleAnswersShown()) document.querySelector(SERVER_NOTICE)?.remove();
  }, [stale]);
  return stale ? <StaleNoticeText /> : null;
}
