// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Request = {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Seconds a request may take before it counts as a timeout. */
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Sent in order on each connection, then again from the first. */
      requests?: Request[];
    };
    type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
    type Result = {
      /** Seconds. */
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      latency: Histogram;
      requests: Histogram;
    };
    /** A run: its result when it ends, and its events while it runs. */
    type Instance = Promise<Result> & {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): Instance;
      /** A connection error, or `request timed out` (the message autocannon gives a timeout). */
      on(event: 'reqError', listener: (error: Error) => void): Instance;
    };
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
