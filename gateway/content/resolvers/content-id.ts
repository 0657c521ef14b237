import type { Context } from '../../context.ts';
import { type ContentType, isRestId } from '../content-api.ts';

/**
 * The api's numeric id of a block (`id` is its id) or a widget (`id` is its ref, looked up through
 * the request's loader); null when it names nothing, without a call for an id that is no id.
 */
export async function contentId(type: ContentType, id: string, { content }: Context): Promise<number | null> {
  if (type === 'blocks') return isRestId(id) ? Number(id) : null;
  if (id.length > 100 || !/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(id)) return null;
  return (await content.loaders.widgetByRef.load(id))?.id ?? null;
}
