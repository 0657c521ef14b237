import { rmSync } from 'node:fs';
import { A11Y_STATES_FILE } from './a11y-states.ts';

// Before a run: the list of scanned accessibility states starts empty, so it holds this run's
// scans only (the specs append to it from every worker, a11y-helpers.ts).
export default function globalSetup(): void {
  rmSync(A11Y_STATES_FILE, { force: true });
}
