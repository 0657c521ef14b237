import { describe } from 'vitest';
import { contract } from './contract-suite.ts';
import { pgliteTarget } from './harness.ts';

// The whole REST contract on embedded PGlite (contract-suite.ts); on PostgreSQL in
// contract-postgres.test.ts.

describe('api on PGlite', () => contract(pgliteTarget));
