import type { ApiConfig } from '../config.ts';
import type { Db } from '../db/open-database.ts';
import { createMollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestProvider } from './test-provider.ts';

/** The provider PAYMENT_PROVIDER names (its own file: the providers import the interface). */
export function createPaymentProvider(db: Db, config: ApiConfig): PaymentProvider {
  switch (config.paymentProvider) {
    case 'test':
      return createTestProvider(db, config.secretKey);
    case 'mollie':
      if (!config.mollie) throw new Error('PAYMENT_PROVIDER=mollie without its settings');
      return createMollieProvider(config.mollie);
  }
}
