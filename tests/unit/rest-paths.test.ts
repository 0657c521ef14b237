import { describe, expect, it } from 'vitest';
import type { RestClient } from '../../gateway/rest/rest-client.ts';
import { buildPath } from '../../gateway/rest/rest-paths.ts';

describe('buildPath', () => {
  it('fills the path parameters, each percent-encoded', () => {
    expect(buildPath('/courses/{slug}/', { path: { slug: 'montage-basis' } })).toBe(
      '/courses/montage-basis/',
    );
    expect(buildPath('/payments/{handle}/', { path: { handle: 'a/b c' } })).toBe('/payments/a%2Fb%20c/');
    expect(buildPath('/main/{type}/{id}/revisions/', { path: { type: 'blocks', id: 7 } })).toBe(
      '/main/blocks/7/revisions/',
    );
  });

  it('joins a parameter given as segments by slashes, each segment encoded', () => {
    expect(buildPath('/main/pages/{path}/', { path: { path: ['over-ons', 'team & co'] } })).toBe(
      '/main/pages/over-ons/team%20%26%20co/',
    );
  });

  it('refuses a template whose parameter has no value', () => {
    expect(() => buildPath('/courses/{slug}/', {})).toThrow(/slug/);
  });

  it('builds the query in the order given, lists comma-joined, undefined and null left out', () => {
    const query = {
      no_page: 'true',
      view: 'full',
      slug__in: ['a,b', 'c d'],
      q: undefined,
      cat: null,
      end: 48,
    };
    expect(buildPath('/shop/articles/', { query })).toBe(
      '/shop/articles/?no_page=true&view=full&slug__in=a%2Cb,c%20d&end=48',
    );
    expect(buildPath('/shop/pcart/', { query: { pay_now: undefined } })).toBe('/shop/pcart/');
    expect(buildPath('/invoices/', { query: { email: 'a+b@x.nl' } })).toBe('/invoices/?email=a%2Bb%40x.nl');
  });
});

// The calls are typed by the api's OpenAPI document: each call below must stay a type error
// (`npm run typecheck` fails on an unused @ts-expect-error once the typing stops catching it).
describe('RestClient calls', () => {
  it('are typed by the paths, parameters and bodies the api declares (checked by tsc)', () => {
    const wrongCalls = (rest: RestClient) => [
      // @ts-expect-error a path the api does not declare
      rest.GET('/course/{slug}/', { params: { path: { slug: 'x' } } }),
      // @ts-expect-error a path parameter is required
      rest.GET('/courses/{slug}/'),
      // @ts-expect-error a query parameter the path does not declare
      rest.list('/courses/', { params: { query: { slug_in: ['x'] } } }),
      // @ts-expect-error a value outside the declared enum
      rest.list('/courses/', { params: { query: { view: 'cards' } } }),
      // @ts-expect-error not a list: no no_page
      rest.list('/shop/categorydump/'),
      // @ts-expect-error a method the path does not have
      rest.DELETE('/courses/'),
      // @ts-expect-error the login body needs its password
      rest.POST('/auth/login/', { body: { email: 'x' } }),
      // @ts-expect-error logout takes no body
      rest.POST('/auth/logout/', { body: {} }),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });
});
