import express, { type Router } from 'express';
import type { Clock } from '../../api/clock.ts';
import { todayInAmsterdam } from '../../domain/dates.ts';
import { nowInAmsterdam } from '../../domain/rental-period.ts';

// The clock of a test stack (scripts/e2e-server.ts, own-stack.ts), which the tests move instead of
// waiting for the real time: the api's "now" (sessions, holds, the desk's TOTP steps) and with it
// "today" and the Amsterdam wall clock.

export type MovableClock = Clock & {
  /** Sets the clock to `instant` (a test's own stack: a later day). */
  set: (instant: string) => void;
  /** Moves the clock `seconds` on; answers the new now. */
  advance: (seconds: number) => Date;
};

/**
 * A clock a test moves, starting at `start` (NOW: 2026-11-23, noon UTC): "today" and the Amsterdam
 * wall clock follow it, so the api sees the next day as a day later (a late return, a desk session
 * past its 12 hours).
 */
export function movableClock(start = '2026-11-23T12:00:00Z'): MovableClock {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    today: () => todayInAmsterdam(now),
    amsterdamNow: () => nowInAmsterdam(now),
    set: (instant) => {
      now = new Date(instant);
    },
    advance: (seconds) => {
      now = new Date(now.getTime() + seconds * 1000);
      return new Date(now);
    },
  };
}

/** The longest move of one `POST /__e2e/clock/advance`: an hour. */
const MAX_ADVANCE_S = 3600;

/**
 * The test-only routes of a test stack's own express app, in front of the gateway (never in the
 * product's api or gateway): `GET /__e2e/clock` answers `{ now }` (ISO), `POST /__e2e/clock/advance`
 * with `{ "seconds": 30 }` moves the clock on and answers the new `{ now }`. An advance never
 * changes the day: "today" stays what the specs were written for (400 otherwise).
 */
export function clockRoutes(clock: MovableClock): Router {
  const router = express.Router();
  router.get('/__e2e/clock', (_req, res) => {
    res.set('cache-control', 'no-store').json({ now: clock.now().toISOString() });
  });
  router.post('/__e2e/clock/advance', express.json(), (req, res) => {
    const seconds = (req.body as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_ADVANCE_S) {
      res.status(400).json({ error: `seconds: a number above 0, at most ${MAX_ADVANCE_S}` });
      return;
    }
    const next = new Date(clock.now().getTime() + seconds * 1000);
    if (todayInAmsterdam(next) !== clock.today()) {
      res.status(400).json({ error: `an advance stays on ${clock.today()} (Amsterdam)` });
      return;
    }
    res.set('cache-control', 'no-store').json({ now: clock.advance(seconds).toISOString() });
  });
  return router;
}

/** The clock of a test gateway's caches (`createGateway`'s `clock`), which the test moves on. */
export type CacheClock = {
  /** Milliseconds since the epoch: the real time plus every advance so far. */
  now: () => number;
  /** Moves the clock `seconds` on: kept answers and pages are that much older at once. */
  advance: (seconds: number) => void;
};

/**
 * The real time plus what the test moved it on: the gateway's caches age as in production, and
 * jump when the test moves them past a max-age instead of sleeping through it.
 */
export function cacheClock(): CacheClock {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
  };
}
