import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

const AGENDA = /* GraphQL */ `
  query AgendaTest($category: String, $after: String, $from: Date, $to: Date) {
    agenda(category: $category, after: $after, from: $from, to: $to, first: 20) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id startDate course { slug name categories { slug } } } }
    }
  }
`;

type Agenda = {
  agenda: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: {
      cursor: string;
      node: { id: string; startDate: string; course: { slug: string; categories: { slug: string }[] } };
    }[];
  };
};

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(async () => {
  await stack?.close();
});

describe('agenda', () => {
  it('loads 20 upcoming runs with their courses in at most two upstream calls', async () => {
    const { body } = await stack.query<Agenda>(AGENDA);
    expect(body.errors).toBeUndefined();
    const edges = body.data?.agenda.edges ?? [];
    expect(edges).toHaveLength(20);
    expect(edges.every((edge) => edge.node.startDate >= NOW && edge.node.course.slug)).toBe(true);
    expect(edges.map((e) => e.node.startDate)).toEqual([...edges.map((e) => e.node.startDate)].sort());
    expect(body.extensions?.upstream?.calls).toBeLessThanOrEqual(2);
  });

  it("answers the site's AgendaPage (runs, their courses and the category filter) in three calls, one wave each", async () => {
    const { body } = await stack.query<Agenda>(webOperation('AgendaPage'), { first: 20 });
    expect(body.errors).toBeUndefined();
    expect(body.data?.agenda.edges).toHaveLength(20);
    expect(body.extensions?.upstream).toEqual({ calls: 3, waves: 2 });
  });

  it('continues after the cursor without repeating or skipping runs', async () => {
    const first = (await stack.query<Agenda>(AGENDA)).body.data?.agenda;
    const second = (await stack.query<Agenda>(AGENDA, { after: first?.pageInfo.endCursor })).body.data
      ?.agenda;
    const ids = [...(first?.edges ?? []), ...(second?.edges ?? [])].map((e) => e.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(40, first?.totalCount ?? 0));
    expect(first?.pageInfo.hasNextPage).toBe(true);
  });

  it('filters by category and date range', async () => {
    const { body } = await stack.query<Agenda>(AGENDA, { category: 'montage', to: '2027-12-31' });
    const edges = body.data?.agenda.edges ?? [];
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) {
      expect(edge.node.course.categories.map((c) => c.slug)).toContain('montage');
      expect(edge.node.startDate <= '2027-12-31').toBe(true);
    }
  });

  it('rejects a page size out of range and a range that ends before it starts', async () => {
    const big = await stack.query('{ agenda(first: 500) { totalCount } }');
    expect(big.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const backwards = await stack.query('{ agenda(from: "2027-02-01", to: "2027-01-01") { totalCount } }');
    expect(backwards.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badDate = await stack.query('query($from: Date) { agenda(from: $from) { totalCount } }', {
      from: '01-02-2027',
    });
    expect(badDate.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves the agenda as an iCalendar feed, one event per lesson date', async () => {
    const response = await fetch(`${stack.gatewayUrl}/agenda.ics?cat=montage`);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await response.text();
    const events = text.match(/BEGIN:VEVENT/g)?.length ?? 0;
    expect(events).toBeGreaterThan(1);
    expect(text).toMatch(/UID:run-\d+-\d{4}-\d{2}-\d{2}@studiolumen\.nl/);
    expect(text).toMatch(/DTSTART;TZID=Europe\/Amsterdam:\d{8}T\d{6}/);
    expect(text).toContain('DTSTAMP:');
  });
});
