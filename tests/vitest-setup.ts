import { dropTemplateDatabases, TEST_DATABASE_URL } from './api/harness.ts';
import { shareRunTemplates } from './run-setup.ts';

// vitest's global setup: the run's template folder and id (tests/run-setup.ts), shared by its
// workers; the first api of a day makes that day's template. At the end the PostgreSQL template
// databases of the run are dropped and the folder removed.
export default function setup() {
  const removeTemplates = shareRunTemplates();
  return async () => {
    if (TEST_DATABASE_URL) await dropTemplateDatabases(TEST_DATABASE_URL);
    removeTemplates();
  };
}
