import { createLogger } from '../../observability/logger.ts';

/** The api's log lines (`"service":"api"`); how they are written: observability/logger.ts. */
export const logger = createLogger('api');
