import DataLoader from 'dataloader';
import type { RestBlock, RestWidget } from '../generated/rest-types.ts';
import { tracedBatch } from '../observability/tracing.ts';
import { byKey } from '../rest/by-key.ts';
import type { ContentApi } from './content-api.ts';

// One set per GraphQL request, batching through the `__in` filters; nothing outlives the request.
export function createContentLoaders(api: ContentApi) {
  return {
    /** The blocks of a course's or section's page; null when that page is gone. */
    blocksByInternalPageId: new DataLoader<number, RestBlock[] | null>(
      tracedBatch('blocksByInternalPageId', async (ids: readonly number[]) =>
        byKey(ids, await api.internalPagesById(ids), (row) => row.id).map((page) => page?.blocks ?? null),
      ),
    ),
    widgetByRef: new DataLoader<string, RestWidget | null>(
      tracedBatch('widgetByRef', async (refs: readonly string[]) =>
        byKey(refs, await api.widgetsByRef(refs), (row) => row.ref),
      ),
    ),
  };
}

export type ContentLoaders = ReturnType<typeof createContentLoaders>;
