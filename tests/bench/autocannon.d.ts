// The few parts of autocannon's API the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface Options {
    /** Several targets are load-balanced round robin. */
    url: string | string[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Per-request hooks; `setupRequest` may change each request before it is sent. */
    requests?: { setupRequest?: (request: { headers: Record<string, string>; [key: string]: unknown }) => unknown }[];
  }
  /** The running load, with a callback: emits 'response' per answer (its latency in ms). */
  interface Instance {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: unknown, result: Result) => void): Instance;
  export default autocannon;
  export type { Instance, Options, Result };
}
