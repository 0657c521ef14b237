import { resolve } from 'node:path';

/**
 * Where every accessibility scan is listed, one line each (`<state> @ <width> <signed in|out>`):
 * the specs append to it as they scan, in any worker (a11y-helpers.ts `expectAccessible`);
 * global-setup.ts empties it before a run. `npm test` puts it beside the e2e logs (E2E_LOG_DIR).
 */
export const A11Y_STATES_FILE = resolve(process.env.E2E_LOG_DIR ?? 'reports', 'a11y-states.txt');
