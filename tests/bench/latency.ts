/** What the latency benchmarks (bench:push, bench:requests) share: quantiles, their printed line, deadlines. */

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** One line: median, p95 and max of `values` (milliseconds). */
export const summary = (label: string, values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    `  ${label.padEnd(34)} median ${String(Math.round(quantile(sorted, 0.5))).padStart(5)} ms   ` +
    `p95 ${String(Math.round(quantile(sorted, 0.95))).padStart(5)} ms   ` +
    `max ${String(Math.round(sorted.at(-1)!)).padStart(5)} ms`
  );
};

/** One summary line per [label, milliseconds] series, in order. */
export function printSummaries(series: [string, number[]][]): void {
  for (const [label, values] of series) console.log(summary(label, values));
}

/** `promise`, or an Error saying `what()` once `deadline` (a performance.now() time) has passed. */
export async function by<T>(deadline: number, what: () => string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what())), Math.max(0, deadline - performance.now()));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
