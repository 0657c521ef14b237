// SPEC §8: loading a lazily loaded screen fails with an error after 120 seconds, so a stalled
// chunk ends in the Dutch error view instead of an endless skeleton.
export const LAZY_ROUTE_TIMEOUT_MS = 120_000;

export function lazyRoute<T>(load: () => Promise<T>, timeoutMs = LAZY_ROUTE_TIMEOUT_MS): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Het laden van deze pagina duurde te lang.')), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}
