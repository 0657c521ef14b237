import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  type AvailabilityPeriodInput,
  RentalAvailabilityDocument,
  RentalPeriodWidgetDocument,
} from '../../gql/graphql.ts';
import { useHydratedAndSettled } from '../use-client.ts';
import { useRenderedWithoutSession } from '../use-me.ts';
import type { Standing } from './availability-mark.tsx';
import type { RentalStandingValue } from './rental-standing.tsx';

/** The gateway's limit of articles per `rentalAvailability`. */
const CHUNK = 48;

/**
 * The visitor's chosen period (the cart's) once both dates are set, as availability asks it; null
 * before hydration, without a cart or while a date is missing. The period widget's query: one
 * request for every user on the page.
 */
export function useChosenPeriod(): AvailabilityPeriodInput | null {
  const ready = useHydratedAndSettled();
  const { data } = useQuery(RentalPeriodWidgetDocument, ready ? {} : skipToken);
  const period = data?.cart?.period;
  const pickupDate = period?.pickupDate;
  const returnDate = period?.returnDate;
  const pickupSlot = period?.pickupSlot?.id ?? null;
  const returnSlot = period?.returnSlot?.id ?? null;
  return useMemo(
    () => (pickupDate && returnDate ? { pickupDate, pickupSlot, returnDate, returnSlot } : null),
    [pickupDate, returnDate, pickupSlot, returnSlot],
  );
}

/**
 * How the rental articles `ids` stand in the visitor's chosen period, by article id: empty until
 * a period is chosen and the answer is in. One request per 48 articles (a list's 12 cost one),
 * asked again when the period or the articles change.
 */
export function useRentalAvailability(ids: readonly string[]): ReadonlyMap<string, Standing> {
  const client = useApolloClient();
  const period = useChosenPeriod();
  const key = ids.join(',');
  const [found, setFound] = useState<{ period: string; map: ReadonlyMap<string, Standing> }>({
    period: '',
    map: new Map(),
  });
  const periodKey = period ? JSON.stringify(period) : '';

  useEffect(() => {
    if (!period || key === '') return;
    let current = true;
    const all = key.split(',');
    const chunks = Array.from({ length: Math.ceil(all.length / CHUNK) }, (_, i) =>
      all.slice(i * CHUNK, (i + 1) * CHUNK),
    );
    void Promise.all(
      chunks.map((chunk) =>
        client
          .query({
            query: RentalAvailabilityDocument,
            variables: { ids: chunk, period },
            fetchPolicy: 'network-only',
          })
          .then(({ data }) => data?.rentalAvailability ?? [])
          .catch(() => []),
      ),
    ).then((answers) => {
      if (!current) return;
      const map = new Map<string, Standing>();
      for (const standing of answers.flat()) map.set(standing.articleId, standing);
      setFound({ period: JSON.stringify(period), map });
    });
    return () => {
      current = false;
    };
  }, [client, period, key]);

  // An answer for another period is never shown (one for fewer articles is, until the next arrives).
  return periodKey !== '' && found.period === periodKey ? found.map : EMPTY;
}

const EMPTY: ReadonlyMap<string, Standing> = new Map();

/**
 * As useRentalAvailability, per article as `RentalStanding` shows it: `no-period` while the
 * visitor has chosen none (also in the server's render, which does not know the period),
 * undefined while the answer is on its way.
 */
export function useRentalStandings(ids: readonly string[]): (id: string) => RentalStandingValue {
  const hydrated = useHydratedAndSettled();
  // The same query as useChosenPeriod's (one request): whether the period is known yet.
  const { loading } = useQuery(RentalPeriodWidgetDocument, hydrated ? {} : skipToken);
  const period = useChosenPeriod();
  const standings = useRentalAvailability(ids);
  // Without a session there is no period to wait for (use-me.ts).
  const withoutSession = useRenderedWithoutSession();
  const waiting = hydrated && loading && !withoutSession;
  return (id) => {
    if (period !== null) return standings.get(id);
    return waiting ? undefined : 'no-period';
  };
}
