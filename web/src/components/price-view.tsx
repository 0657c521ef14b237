import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { PRICE_VIEW_COOKIE, type PriceView, priceViewOfCookies } from '../../../domain/price-view.ts';
import type { PriceView_PriceFragment } from '../gql/graphql.ts';
import styles from './price-view.module.css';

// How prices are shown (DESIGN.md "Shown prices"): incl. BTW for consumers (the default), excl.
// BTW for business customers who switch "Prijzen excl. btw" on. The server computes both figures
// of every price (`Price`); the web only picks one. The choice is the `prijzen` cookie: the server
// render reads it (and keys kept pages by it), the root element carries it to the hydrating app
// (`data-prices`), and the switch posts to the gateway when the app has not started yet. A page
// brought back by Back or Forward (the browser's page or HTTP cache) is as it was left: the app
// reads the cookie again on every `pageshow`; before the app has started, the entry (main.tsx)
// asks the server again for a page whose view the cookie contradicts.

const SWITCH_PATH = '/prijsweergave';
/** On the root element of a page rendered excl. BTW. */
export const EXCL_ATTRIBUTE = 'data-prices="excl"';

/** The view a server-rendered page was made with (its root element says so). */
export const priceViewOfRoot = (root: HTMLElement | null): PriceView =>
  root?.dataset.prices === 'excl' ? 'excl' : 'incl';

const PriceViewContext = createContext<{ view: PriceView; setView: (view: PriceView) => void }>({
  view: 'incl',
  setView: () => {},
});

export function PriceViewProvider({ initial, children }: { initial: PriceView; children: ReactNode }) {
  const [view, setViewState] = useState(initial);
  const setView = useCallback((next: PriceView) => {
    // Same cookie as the gateway's form answer: a year, the whole site.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
    document.cookie = `${PRICE_VIEW_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
    setViewState(next);
  }, []);
  useEffect(() => {
    const reread = () => setViewState(priceViewOfCookies(document.cookie));
    window.addEventListener('pageshow', reread);
    return () => window.removeEventListener('pageshow', reread);
  }, []);
  const value = useMemo(() => ({ view, setView }), [view, setView]);
  return <PriceViewContext value={value}>{children}</PriceViewContext>;
}

export const usePriceView = () => useContext(PriceViewContext).view;

/** `incl. btw` or `excl. btw`, as it stands beside an amount. */
export const btwNote = (view: PriceView) => (view === 'excl' ? 'excl. btw' : 'incl. btw');

/** The amount of a price in a view, e.g. `€ 59,29`. */
export const amountIn = (view: PriceView, price: PriceView_PriceFragment): string =>
  view === 'excl' ? price.exclBtw.formatted : price.inclBtw.formatted;

/** What stands beside an article's amount: `per dag, incl. btw` for rental, else the BTW note. */
export const unitNote = (view: PriceView, perDay: boolean) =>
  perDay ? `per dag, ${btwNote(view)}` : btwNote(view);

/** An article's prices as the server gives them (fragments spreading PriceView_price). */
type ArticlePrices = {
  /** The regular price (per day for rental). */
  regular: PriceView_PriceFragment;
  /** A special price (a sale), which replaces the regular one. */
  special?: PriceView_PriceFragment | null;
  /** What a signed-in account pays (its discount), which replaces the current one. */
  own?: PriceView_PriceFragment | null;
  perDay: boolean;
};

/**
 * An article's price in the visitor's view, for every place that shows one (the catalogue, the
 * search panel): the amount paid, the one it replaces (struck through; null when none) and the
 * unit. The account's price replaces the current one; a special price the regular one.
 */
export function useArticleAmounts({ regular, special, own, perDay }: ArticlePrices) {
  const view = usePriceView();
  const current = special ?? regular;
  return {
    view,
    shown: amountIn(view, own ?? current),
    struck: own ? amountIn(view, current) : special ? amountIn(view, regular) : null,
    unit: unitNote(view, perDay),
  };
}

/**
 * The visible "Prijzen excl. btw" switch. A form, so it works before the app has started (the
 * gateway sets the cookie and sends the visitor back); once it has, the click switches in place.
 */
export function PriceViewSwitch({ className }: { className?: string }) {
  const { view, setView } = useContext(PriceViewContext);
  const location = useLocation();
  const next: PriceView = view === 'excl' ? 'incl' : 'excl';
  const back = `${location.pathname}${location.search}`;
  return (
    <form
      method="post"
      action={`${SWITCH_PATH}?btw=${next}&terug=${encodeURIComponent(back)}`}
      className={[styles.switchForm, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        setView(next);
      }}
    >
      <button type="submit" role="switch" aria-checked={view === 'excl'} className={styles.switch}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        Prijzen excl. btw
      </button>
    </form>
  );
}

/** Beside a course price: courses are exempt from BTW, whatever the price view. */
export function BtwFreeNote() {
  return <span className={styles.btwFree}> btw-vrij</span>;
}
