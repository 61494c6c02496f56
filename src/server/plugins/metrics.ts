import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PoolStats } from '../db/dialect';
import { NotFoundError, UnauthorizedError } from '../errors';
import { sameSecret } from '../lib/tokens';
import { bearerToken } from './api-key';

declare module 'fastify' {
  interface FastifyInstance {
    /** Guard of `/metrics`: `Authorization: Bearer <METRICS_TOKEN>`; without a configured token, 404. */
    requireMetricsToken: (request: FastifyRequest) => Promise<void>;
    /** The metrics in Prometheus' text format. */
    metricsText: () => string;
  }
}

/** Latency buckets in seconds, for request durations. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteSeries {
  count: number;
  sum: number;
  buckets: number[];
}

const label = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Prometheus metrics (issue 12 B18): requests per route, method and status class with a latency histogram,
 * event-loop lag, the database pool, memory and uptime. Routes are counted by their template (`/api/diets/:id`), never by the
 * path, so ids and tokens stay out and the series stay few.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  poolStats: () => PoolStats,
): void {
  const series = new Map<string, RouteSeries>();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  // Nobody can read them without a token: then no request pays for counting.
  if (token) {
    lag.enable();
    app.addHook('onClose', async () => lag.disable());
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const key = `method="${label(request.method)}",route="${label(route)}",status="${Math.floor(reply.statusCode / 100)}xx"`;
      const entry = series.get(key) ?? { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      const seconds = reply.elapsedTime / 1000;
      entry.count += 1;
      entry.sum += seconds;
      BUCKETS.forEach((bound, i) => {
        if (seconds <= bound) entry.buckets[i]! += 1;
      });
      series.set(key, entry);
    });
  }

  app.decorate('requireMetricsToken', async (request: FastifyRequest) => {
    if (!token) throw new NotFoundError();
    const offered = bearerToken(request.headers.authorization);
    if (offered === '' || !sameSecret(offered, token))
      throw new UnauthorizedError('missingAuthorization', 'unauthorized');
  });

  app.decorate('metricsText', () => {
    const lines = [
      '# HELP nutrio_http_requests_total Requests answered, by method, route template and status class.',
      '# TYPE nutrio_http_requests_total counter',
      ...[...series].map(([key, entry]) => `nutrio_http_requests_total{${key}} ${entry.count}`),
      '# HELP nutrio_http_request_duration_seconds Time to answer, by method, route template and status class.',
      '# TYPE nutrio_http_request_duration_seconds histogram',
      ...[...series].flatMap(([key, entry]) => [
        ...BUCKETS.map(
          (bound, i) =>
            `nutrio_http_request_duration_seconds_bucket{${key},le="${bound}"} ${entry.buckets[i]}`,
        ),
        `nutrio_http_request_duration_seconds_bucket{${key},le="+Inf"} ${entry.count}`,
        `nutrio_http_request_duration_seconds_sum{${key}} ${entry.sum.toFixed(6)}`,
        `nutrio_http_request_duration_seconds_count{${key}} ${entry.count}`,
      ]),
      '# HELP nutrio_event_loop_lag_seconds Event-loop delay since start: p50, p99 and max.',
      '# TYPE nutrio_event_loop_lag_seconds gauge',
      `nutrio_event_loop_lag_seconds{quantile="0.5"} ${(lag.percentile(50) / 1e9).toFixed(6)}`,
      `nutrio_event_loop_lag_seconds{quantile="0.99"} ${(lag.percentile(99) / 1e9).toFixed(6)}`,
      `nutrio_event_loop_lag_seconds{quantile="1"} ${(lag.max / 1e9).toFixed(6)}`,
      '# HELP nutrio_db_pool_connections Database connections: open, idle, and requests waiting for one.',
      '# TYPE nutrio_db_pool_connections gauge',
      ...Object.entries(poolStats()).map(
        ([state, count]) => `nutrio_db_pool_connections{state="${state}"} ${count}`,
      ),
      '# HELP nutrio_process_resident_memory_bytes Resident memory of the process.',
      '# TYPE nutrio_process_resident_memory_bytes gauge',
      `nutrio_process_resident_memory_bytes ${process.memoryUsage().rss}`,
      '# HELP nutrio_process_uptime_seconds Seconds since the process started.',
      '# TYPE nutrio_process_uptime_seconds gauge',
      `nutrio_process_uptime_seconds ${process.uptime().toFixed(0)}`,
    ];
    return `${lines.join('\n')}\n`;
  });
}
