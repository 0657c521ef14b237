import { logger } from '../observability/logger.ts';
import { recordJobFailure } from '../observability/metrics.ts';

// A background job of the api: `work` runs now, then again `intervalMs` after each run ends, and
// at once when woken; never two runs of one job at the same time. Each run claims its rows in the
// database (the outbox relay, the payment sync), so several api processes can run the same job.
// A failed run is logged and tried again at the next turn; the timer keeps no process alive.

export type PeriodicJob = {
  /** Run now (or right after the run going on), e.g. after a commit that made work. */
  wake(): void;
  /** Resolves when the run going on (if any) has finished. */
  idle(): Promise<void>;
  /** No more runs; resolves when the one going on has finished. */
  stop(): Promise<void>;
};

/** `work` answers whether it should run again at once (it did a full batch). */
export function startPeriodic(name: string, intervalMs: number, work: () => Promise<boolean>): PeriodicJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function loop(): Promise<void> {
    do {
      again = false;
      if (await work()) again = true;
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = loop()
      .catch((error: unknown) => {
        recordJobFailure(name);
        logger.error({ err: error, job: name }, `api: ${name} failed`);
      })
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(run, again ? 0 : intervalMs);
        timer.unref();
      });
  }

  run();
  return {
    wake: run,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}
