import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import {
  type ArticleStanding,
  articleStanding,
  type DayStanding,
  dayStanding,
} from '../../domain/availability.ts';
import type { AvailabilityPeriodInput, WantedArticleInput } from '../generated/resolvers-types.ts';
import type { RestAvailability, RestAvailabilityDays } from '../generated/rest-types.ts';
import { tracedBatch } from '../observability/tracing.ts';
import type { RestClient } from '../rest/rest-client.ts';

// Rental availability (api/shop/availability.ts) for GraphQL: the REST calls, a DataLoader that
// answers every article of one period with one call, and the standings of domain/availability.ts.
// Nothing is cached beyond the request: an answer is a moment's view of the placed orders.

/** The api's limit of articles per call. */
export const MAX_ARTICLES = 48;
export const MAX_COUNT = 99;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export const AVAILABILITY_INPUT_MESSAGES = {
  articleId: 'Dit artikel bestaat niet.',
  count: `Vraag 1 tot ${MAX_COUNT} stuks.`,
  tooMany: `Vraag hoogstens ${MAX_ARTICLES} artikelen tegelijk op.`,
  slot: 'Kies een tijdslot van 0 tot en met 3.',
} as const;

/** An `ID` input as the api's article id; a Dutch BAD_USER_INPUT for anything else. */
export function articleIdOf(id: string): number {
  if (!/^\d{1,9}$/.test(id)) throw badInput(AVAILABILITY_INPUT_MESSAGES.articleId);
  return Number(id);
}

/** The count asked (1..99), a Dutch BAD_USER_INPUT otherwise. */
export function countOf(count: number | null | undefined): number {
  const n = count ?? 1;
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT) throw badInput(AVAILABILITY_INPUT_MESSAGES.count);
  return n;
}

/** The api's query for a period; the slots are checked here, the dates by the Date scalar. */
function periodQuery(period: AvailabilityPeriodInput) {
  const slot = (value: number | null | undefined) => {
    if (value === null || value === undefined) return undefined;
    if (!Number.isInteger(value) || value < 0 || value > 3) throw badInput(AVAILABILITY_INPUT_MESSAGES.slot);
    return String(value) as '0' | '1' | '2' | '3';
  };
  return {
    start_date: period.pickupDate,
    end_date: period.returnDate,
    pickup_slot: slot(period.pickupSlot),
    return_slot: slot(period.returnSlot),
  };
}

const periodKey = (period: AvailabilityPeriodInput) =>
  [period.pickupDate, period.pickupSlot ?? '', period.returnDate, period.returnSlot ?? ''].join('|');

export type AvailabilityAnswer = ArticleStanding & { articleId: string };

type Key = { period: AvailabilityPeriodInput; id: number; count: number };

/**
 * One loader per GraphQL request. Keys of one period share calls (up to MAX_ARTICLES ids each);
 * different periods never share an answer. The count only changes the standing, not the call.
 */
export function createAvailabilityLoader(rest: RestClient) {
  return new DataLoader<Key, AvailabilityAnswer | null, string>(
    tracedBatch('availability', async (keys: readonly Key[]) => {
      const byPeriod = new Map<string, { period: AvailabilityPeriodInput; ids: Set<number> }>();
      for (const key of keys) {
        const k = periodKey(key.period);
        const group = byPeriod.get(k) ?? { period: key.period, ids: new Set<number>() };
        group.ids.add(key.id);
        byPeriod.set(k, group);
      }
      const answers = new Map<string, Map<number, RestAvailability['articles'][number]>>();
      await Promise.all(
        [...byPeriod].flatMap(([k, { period, ids }]) => {
          const all = [...ids];
          const query = periodQuery(period);
          return Array.from({ length: Math.ceil(all.length / MAX_ARTICLES) }, async (_, i) => {
            const chunk = all.slice(i * MAX_ARTICLES, (i + 1) * MAX_ARTICLES);
            const answer = await rest.GET('/shop/availability/', {
              params: { query: { article__in: chunk, ...query } },
            });
            const found = answers.get(k) ?? new Map();
            for (const article of answer.articles) found.set(article.id, article);
            answers.set(k, found);
          });
        }),
      );
      return keys.map((key) => {
        const found = answers.get(periodKey(key.period))?.get(key.id);
        return found
          ? { articleId: String(found.id), ...articleStanding(found.free, found.units, key.count) }
          : null;
      });
    }),
    { cacheKeyFn: (key) => `${periodKey(key.period)}#${key.id}#${key.count}` },
  );
}

export type AvailabilityLoader = ReturnType<typeof createAvailabilityLoader>;

/** Each rental article's day in `from..to` for the wanted counts (one call), keyed by date. */
export async function daysAvailability(
  rest: RestClient,
  from: string,
  to: string,
  wanted: readonly WantedArticleInput[],
): Promise<Map<string, DayStanding>> {
  if (wanted.length > MAX_ARTICLES) throw badInput(AVAILABILITY_INPUT_MESSAGES.tooMany);
  const counts = new Map<number, number>();
  for (const w of wanted) {
    const id = articleIdOf(w.articleId);
    counts.set(id, (counts.get(id) ?? 0) + countOf(w.count));
  }
  const byDate = new Map<string, DayStanding>();
  if (counts.size === 0) return byDate;
  const answer: RestAvailabilityDays = await rest.GET('/shop/availability/days/', {
    params: { query: { article__in: [...counts.keys()], from, to } },
  });
  const dates = answer.articles[0]?.days.map((d) => d.date) ?? [];
  dates.forEach((date, i) => {
    byDate.set(
      date,
      dayStanding(
        answer.articles.map((article) => {
          const day = article.days[i];
          return {
            id: article.id,
            units: article.units,
            wanted: Math.min(counts.get(article.id) ?? 1, MAX_COUNT),
            free: day?.free ?? 0,
            slots: day?.slots ?? null,
          };
        }),
      ),
    );
  });
  return byDate;
}
