import { skipToken, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { formatWeekdayDateShort, rentalDaysText } from '../../../../domain/dates.ts';
import { type RentalPeriodWidget_PeriodFragment, RentalPeriodWidgetDocument } from '../../gql/graphql.ts';
import { buttonStyles } from '../button-link.tsx';
import { CartBounds } from '../cart-bounds.tsx';
import { useHydratedAndSettled } from '../use-client.ts';
import { useRenderedWithoutSession } from '../use-me.ts';
import type { WantedArticle } from './rental-calendar.tsx';
import styles from './rental-period-widget.module.css';

// The editor is a chunk of its own (react-day-picker, date-fns): it loads when the visitor points
// at or focuses the button, so the widget itself costs every page almost nothing.
const loadEditor = () => import('./rental-period-editor.tsx');
const RentalPeriodEditor = lazy(() =>
  loadEditor().then((module) => ({ default: module.RentalPeriodEditor })),
);
const preloadEditor = () => {
  void loadEditor().catch(() => undefined);
};

type Props = {
  /** For a narrow place (the cart panel): the summary in lines, the editor one month wide. */
  compact?: boolean;
  /**
   * The level of the widget's heading in its page's outline: 2 right under a page's h1 (the
   * default), 3 inside a section or dialog that has an h2 (the cart panel).
   */
  headingLevel?: 2 | 3;
  /**
   * On an article page: the calendar shows this article's availability (else the cart's rental
   * lines', each in its count).
   */
  article?: { readonly id: string; readonly name: string };
};

/**
 * The rental period widget of SPEC §2: a summary of the visitor's period (pickup date and slot,
 * return date and slot, rental days) and a button that opens the editor below it.
 *
 * Use it anywhere, as often as needed: `<RentalPeriodWidget />` on a page (the rental list),
 * `<RentalPeriodWidget compact />` in a narrow place (the cart panel). It needs no props or data
 * from its parent: it asks the cart's period itself (the `RentalPeriodWidget` query, one request
 * for every widget on the page), and saving answers the whole cart (`SetRentalPeriod` spreads
 * `CartPanel_cart`), so the cart panel's prices follow in Apollo's cache. Inside a modal dialog,
 * Escape closes the editor and leaves the dialog open.
 *
 * The period is private: the server renders a placeholder, the browser asks after hydration. For a
 * visitor without a session the server renders "Kies je huurperiode" (no session, no cart).
 */
export function RentalPeriodWidget({ compact = false, article, headingLevel = 2 }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const ready = useHydratedAndSettled();
  const { data, error } = useQuery(RentalPeriodWidgetDocument, ready ? {} : skipToken);
  const period = data?.cart?.period ?? null;
  const lines = data?.cart?.rentalLines;
  const wanted = useMemo<WantedArticle[]>(
    () =>
      article
        ? [{ articleId: article.id, count: 1, name: article.name }]
        : (lines ?? []).map((line) => ({
            articleId: line.article.id,
            count: line.count,
            name: line.article.name,
          })),
    [article, lines],
  );
  // Without a session there is no cart and so no period: the server renders the widget as it is
  // for anyone (the rental list then needs no app to be whole), and the browser's answer follows.
  const withoutSession = useRenderedWithoutSession();
  const loaded = data !== undefined || error !== undefined || withoutSession;
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const openerRef = useRef<HTMLButtonElement>(null);
  const ids = useId();

  const close = (saved: boolean) => {
    setEditing(false);
    setAnnouncement(saved ? 'Je huurperiode is opgeslagen.' : '');
    openerRef.current?.focus();
  };
  const action = period?.complete ? 'wijzigen' : 'kiezen';

  return (
    <section
      className={compact ? `${styles.widget} ${styles.compact}` : styles.widget}
      aria-labelledby={`${ids}-title`}
      onKeyDown={(event) => {
        // Escape, in the editor or on its button, closes the editor only: a dialog around the
        // widget (the cart panel) stays open.
        if (!editing || event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        close(false);
      }}
    >
      <div className={styles.head}>
        <Heading id={`${ids}-title`} className={styles.title}>
          Huurperiode
        </Heading>
        <button
          ref={openerRef}
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.outline} ${styles.opener}`}
          aria-label={`Huurperiode ${action}`}
          aria-expanded={editing}
          aria-controls={editing ? `${ids}-editor` : undefined}
          disabled={!loaded}
          onPointerEnter={preloadEditor}
          onFocus={preloadEditor}
          onClick={() => {
            setAnnouncement('');
            setEditing((open) => !open);
          }}
        >
          {action === 'wijzigen' ? 'Wijzigen' : 'Kiezen'}
        </button>
      </div>
      <Summary period={period} loaded={loaded} failed={error !== undefined && !data} />
      {/* A period past the online bound is said here, where it is chosen (and again when ordering). */}
      <CartBounds cart={data?.cart} kinds={['RENTAL_DAYS']} />
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {editing && (
        <div id={`${ids}-editor`} className={styles.editor}>
          <Suspense
            fallback={
              <p className={styles.loading} role="status">
                Kalender laden…
              </p>
            }
          >
            <RentalPeriodEditor initial={period} compact={compact} wanted={wanted} onClose={close} />
          </Suspense>
        </div>
      )}
    </section>
  );
}

type SummaryProps = { period: RentalPeriodWidget_PeriodFragment | null; loaded: boolean; failed: boolean };

/** "Ophalen: di 1 dec 2026, 09:00–10:00 · Terugbrengen: vr 4 dec 2026, 16:00–17:00 · 3 huurdagen" */
function Summary({ period, loaded, failed }: SummaryProps) {
  if (!loaded) {
    return (
      <p className={styles.summary}>
        <span className={styles.bone} aria-hidden="true" />
        <span className="visually-hidden">Huurperiode laden…</span>
      </p>
    );
  }
  if (failed) return <p className={styles.summary}>Je huurperiode kon niet worden geladen.</p>;
  const { pickupDate, pickupSlot, returnDate, returnSlot, complete, rentalDays } = period ?? {};
  if (!complete || !pickupDate || !pickupSlot || !returnDate || !returnSlot || rentalDays === undefined) {
    return <p className={styles.summary}>Kies je huurperiode</p>;
  }
  return (
    <p className={styles.summary}>
      <span className={styles.part}>
        Ophalen: {formatWeekdayDateShort(pickupDate)}, <span className={styles.time}>{pickupSlot.label}</span>
      </span>
      <span className={styles.separator} aria-hidden="true">
        {' · '}
      </span>
      <span className={styles.part}>
        Terugbrengen: {formatWeekdayDateShort(returnDate)},{' '}
        <span className={styles.time}>{returnSlot.label}</span>
      </span>
      <span className={styles.separator} aria-hidden="true">
        {' · '}
      </span>
      <span className={styles.part}>{rentalDaysText(rentalDays)}</span>
    </p>
  );
}
