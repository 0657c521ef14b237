// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaleNotice } from '../../web/src/app/shell/stale-notice.tsx';
import {
  noteServerReachable,
  noteServerUnreachable,
  STALE_NOTICE,
} from '../../web/src/components/server-unreachable.ts';

// The shell's notice that a page is a kept version (issue 29): it follows what the Apollo link
// notes of the answers after a navigation in the app, and takes over the gateway's notice on a
// page served from its cache, so the page never shows two.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page as the gateway sends it: its notice (when served stale) above the app's root. */
function serverPage(servedStale: boolean): HTMLElement {
  document.body.innerHTML =
    (servedStale ? `<p class="stale-notice" role="status">${STALE_NOTICE}</p>` : '') +
    '<div id="root"></div>';
  return document.getElementById('root') as HTMLElement;
}

const notices = () => [...document.querySelectorAll('.stale-notice')];

let root: Root | undefined;
async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, createElement(StaleNotice));
  });
}

beforeEach(() => noteServerReachable());
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
});

describe('the stale notice', () => {
  it('shows while the answers are kept ones, and goes once a whole answer comes', async () => {
    await hydrate(serverPage(false));
    expect(notices()).toEqual([]);

    // A navigation in the app: the gateway answered with what it kept.
    await act(async () => noteServerUnreachable({ stale: true }));
    expect(notices().map((notice) => [notice.getAttribute('role'), notice.textContent])).toEqual([
      ['status', STALE_NOTICE],
    ]);
    // A form refused meanwhile (UPSTREAM_UNAVAILABLE) says nothing about the page shown.
    await act(async () => noteServerUnreachable());
    expect(notices()).toHaveLength(1);

    await act(async () => noteServerReachable());
    expect(notices()).toEqual([]);
  });

  it('says nothing for an answer the api refused that left no kept version on the page', async () => {
    await hydrate(serverPage(false));
    await act(async () => noteServerUnreachable());
    expect(notices()).toEqual([]);
  });

  it("takes over the gateway's notice on a page served stale: one notice, then none when the api is back", async () => {
    const container = serverPage(true);
    // What start-app.tsx notes of such a page before it hydrates.
    noteServerUnreachable({ stale: true });
    await hydrate(container);
    expect(notices()).toHaveLength(1);
    expect(container.contains(notices()[0] as Element)).toBe(true);

    await act(async () => noteServerReachable());
    expect(notices()).toEqual([]);
  });
});
