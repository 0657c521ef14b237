import { afterAll, beforeAll } from 'vitest';
import type { RunningApi } from '../../api/start-api.ts';
import { catalogueSearchSuite } from './catalogue-search.ts';
import { catalogueSearchCostSuite } from './catalogue-search-cost.ts';
import { catalogueSearchReadingSuite } from './catalogue-search-reading.ts';
import { catalogueShopSuite } from './catalogue-shop.ts';
import { pgliteTarget, roomyStock, type Target } from './harness.ts';
import { ordersInputSuite } from './orders-input.ts';
import { ordersKeysSuite } from './orders-keys.ts';
import { ordersOwnerSuite } from './orders-owner.ts';
import { ordersPaymentsSuite } from './orders-payments.ts';
import { ordersPlaceSuite } from './orders-place.ts';
import { shopCartSuite } from './shop-cart.ts';
import { shopInputSuite } from './shop-input.ts';
import { shopPricesSuite } from './shop-prices.ts';
import { catalogueSuite } from './suite-catalogue.ts';
import { contentSuite } from './suite-content.ts';
import { courseRegistrationSuite } from './suite-forms-course.ts';
import { formsInputSuite } from './suite-forms-input.ts';
import { formsSuite } from './suite-forms-other.ts';
import { httpSuite } from './suite-http.ts';
import { openapiSuite } from './suite-openapi.ts';
import { runsSuite } from './suite-runs.ts';

// The whole contract, against a real api over HTTP: on embedded PGlite always (contract.test.ts),
// and again on PostgreSQL when TEST_DATABASE_URL points at a server (contract-postgres.test.ts, a
// fresh database per run, dropped after). Two files, so the two run side by side on two workers.

export function contract(target: Target) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
    await roomyStock(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });
  const running = () => {
    if (!api) throw new Error('api did not start');
    return api;
  };
  const base = () => running().url;
  const db = () => running().db;
  catalogueSuite(base);
  runsSuite(base, db);
  contentSuite(base);
  httpSuite(base, db);
  openapiSuite(base);
  courseRegistrationSuite(base, db);
  formsSuite(base, db);
  formsInputSuite(base, db);
  catalogueShopSuite(base, db);
  catalogueSearchSuite(base, db);
  catalogueSearchReadingSuite(base, db);
  catalogueSearchCostSuite(base, db);
  shopCartSuite(base, db);
  shopInputSuite(base, db);
  shopPricesSuite(base, db);
  ordersPlaceSuite(base, db);
  ordersKeysSuite(base, db, { server: target !== pgliteTarget });
  ordersInputSuite(base, db);
  ordersPaymentsSuite(base, db);
  ordersOwnerSuite(base, db);
}
