import type { NextFunction, Request, Response } from 'express';
import { Detail } from './openapi.ts';
import { send } from './send.ts';

// Admission: at most `concurrent` requests are handled at once; the rest wait their turn, first
// come first served. Without it, a crowd (a burst of uncached page views through the gateway)
// starts every request at once, and their queries interleave on the database: a request of six
// queries then waits six times behind the whole crowd, and the gateway's calls time out. With it,
// a request, once admitted, finishes in about its own time, and the crowd is served in order.
// A request that has waited `maxWaitMs` gets a Dutch 503 with Retry-After instead of a late
// answer, and so does one that finds `maxQueued` requests already waiting (a bound on memory).

export type AdmissionOptions = {
  /** Requests handled at once. */
  concurrent: number;
  /** Requests allowed to wait; more get a 503 at once. */
  maxQueued: number;
  /** Longest wait for a turn before a 503. */
  maxWaitMs: number;
};

export const DEFAULT_ADMISSION: AdmissionOptions = { concurrent: 16, maxQueued: 4000, maxWaitMs: 8000 };

const BUSY: Detail = { detail: 'De server is even te druk. Probeer het over een paar seconden opnieuw.' };

function refuse(res: Response): void {
  send(res.set({ 'Cache-Control': 'no-store', 'Retry-After': '2' }), Detail, BUSY, 503);
}

export function admission(options: AdmissionOptions = DEFAULT_ADMISSION) {
  let running = 0;
  /** Waiting requests in arrival order; a settled one is removed by `admit` or its own close. */
  const waiting = new Set<() => void>();

  const admitNext = () => {
    for (const start of waiting) {
      if (running >= options.concurrent) return;
      waiting.delete(start);
      start();
    }
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const run = () => {
      running += 1;
      let released = false;
      // `close` follows `finish`, and also comes alone when the client goes away mid-answer.
      res.once('close', () => {
        if (released) return;
        released = true;
        running -= 1;
        admitNext();
      });
      next();
    };
    if (running < options.concurrent && waiting.size === 0) return run();
    if (waiting.size >= options.maxQueued) return refuse(res);

    const timer = setTimeout(() => {
      waiting.delete(start);
      refuse(res);
    }, options.maxWaitMs);
    const start = () => {
      clearTimeout(timer);
      res.off('close', gone);
      // Gone already, its close not yet seen: the turn goes to the next one.
      if (!req.socket.destroyed) run();
    };
    // A client that gives up while waiting leaves the queue.
    const gone = () => {
      clearTimeout(timer);
      waiting.delete(start);
    };
    res.once('close', gone);
    waiting.add(start);
  };
}
