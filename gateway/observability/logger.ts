import { createLogger } from '../../observability/logger.ts';

/** The gateway's log lines (`"service":"gateway"`); how they are written: observability/logger.ts. */
export const logger = createLogger('gateway');
