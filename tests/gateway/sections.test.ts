import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../gateway/observability/metrics.ts';
import { startStack } from './stack.ts';

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(async () => {
  await stack?.close();
});

describe('navigation and content', () => {
  it('lists the sections in menu order for the education dropdown', async () => {
    const { body } = await stack.query<{ sections: { slug: string; menuName: string }[] }>(
      '{ sections { slug menuName } }',
    );
    expect(body.data?.sections.map((s) => s.slug)).toEqual([
      'opleidingen',
      'cursussen',
      'workshops',
      'tussenjaar',
    ]);
    expect(body.data?.sections.every((s) => s.menuName.length > 0)).toBe(true);
  });

  it('serves content pages by path, null for an unknown one', async () => {
    const { body } = await stack.query<{ home: { slug: string; blocks: unknown[] }; none: unknown }>(
      '{ home: page(path: "/") { slug blocks { name } } none: page(path: "bestaat/niet") { slug } }',
    );
    expect(body.data?.home.slug).toBe('home');
    expect(body.data?.home.blocks.length).toBeGreaterThan(0);
    expect(body.data?.none).toBeNull();
  });

  it('answers the home page banner items with their links', async () => {
    type Home = {
      homepage: { bannerItems: { imageUrl: string; links: { name: string; target: string }[] }[] };
    };
    const { body } = await stack.query<Home>(
      '{ homepage { bannerItems { imageUrl links { name target } } } }',
    );
    expect(body.errors).toBeUndefined();
    const items = body.data?.homepage.bannerItems ?? [];
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.imageUrl.startsWith('/api/media/'))).toBe(true);
    expect(
      items.flatMap((item) => item.links).every((link) => link.name && link.target.startsWith('/')),
    ).toBe(true);
  });

  it('counts operations and their upstream calls in the metrics', async () => {
    await stack.query('query NavSections { sections { slug } }');
    const text = await registry.metrics();
    expect(text).toMatch(/graphql_requests_total\{operation="NavSections"\} [1-9]/);
    expect(text).toMatch(/graphql_upstream_calls_total\{operation="NavSections"\} [1-9]/);
  });

  it('answers /healthz with the api status', async () => {
    const response = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', api: 'ok' });
  });
});
