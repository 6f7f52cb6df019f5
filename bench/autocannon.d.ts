declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    /** Request templates, cycled; `setupRequest` may change each request (e.g. rotate API keys). */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: RequestParams) => RequestParams }[];
  }
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    min: number;
    total: number;
  }
  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
  }
  function autocannon(opts: Options): Promise<autocannon.Result>;
  namespace autocannon {
    export type { Result };
  }
  export default autocannon;
}
