/**
 * Observability of every function, on AWS Lambda Powertools for TypeScript:
 *
 * - `powertoolsLogger(level)`: THE process logger. In Lambda it prints Powertools' JSON (with the
 *   Lambda context: function name, request id, cold start, X-Ray trace id, and the correlation id
 *   taken from the caller's `X-Request-Id`), so lines join the platform's REPORT lines. Outside
 *   Lambda the same logger prints one readable line per entry (`LOG_FORMAT=json` forces JSON).
 * - `metrics`: business metrics in CloudWatch Embedded Metric Format (EMF), one JSON line each,
 *   turned into metrics by CloudWatch Logs at no API cost. Namespace `BlueprintApi` (env
 *   POWERTOOLS_METRICS_NAMESPACE), dimension `service` (+ `route` where it says so). Off outside
 *   Lambda unless POWERTOOLS_METRICS_DISABLED=false.
 * - `loadTracer()` / `traceClient()`: X-Ray (the functions run with active tracing); nothing
 *   outside Lambda.
 *
 * The small API below is what the rest of the code calls; nothing else imports Powertools metrics.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItem } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';

/** Service name (dimension `service` of every metric, `service` key of every log line). */
export const SERVICE_NAME = process.env.POWERTOOLS_SERVICE_NAME || 'blueprint-api';
/** CloudWatch namespace of the business metrics; the alarms of infra/stack.ts read it. */
export const METRICS_NAMESPACE = process.env.POWERTOOLS_METRICS_NAMESPACE || 'BlueprintApi';

/** Metric names (also used by the alarms of infra/stack.ts). */
export const METRIC = {
  creditsCharged: 'CreditsCharged',
  creditsRefunded: 'CreditsRefunded',
  refundFailed: 'RefundFailed',
  aiTokens: 'AiTokens',
  dailyCacheHit: 'DailyCacheHit',
  dailyCacheMiss: 'DailyCacheMiss',
} as const;

export const inLambda = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.AWS_LAMBDA_FUNCTION_NAME);

export type PowertoolsLevel = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR' | 'SILENT';

const LEVEL_NAMES: Record<number, string> = { 8: 'DEBUG', 12: 'INFO', 16: 'WARN', 20: 'ERROR', 24: 'CRITICAL' };
/** Keys of Powertools' JSON item that the readable line shows in its own place, or not at all. */
const LINE_SKIP = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id']);

const renderValue = (v: unknown): string => {
  if (typeof v === 'string') return /[\s"=]/.test(v) ? JSON.stringify(v) : v;
  return JSON.stringify(v);
};

/** One readable line: `12:34:56.789 INFO  request route=calculators-big-3 status=200 durationMs=12.3`. */
export const readableLine = (level: string, attributes: Record<string, unknown>): string => {
  const ts = typeof attributes.timestamp === 'string' ? attributes.timestamp.slice(11, 23) : new Date().toISOString().slice(11, 23);
  const fields = Object.entries(attributes)
    .filter(([k, v]) => !LINE_SKIP.has(k) && v !== undefined)
    .map(([k, v]) => `${k}=${renderValue(v)}`)
    .join(' ');
  return `${ts} ${level.padEnd(5)} ${String(attributes.message ?? '')}${fields ? ` ${fields}` : ''}`;
};

/** Powertools' logger with readable lines instead of JSON (local runs). */
class ReadableLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    const line = readableLine(LEVEL_NAMES[logLevel] ?? 'INFO', log.getAttributes());
    (logLevel >= 16 ? process.stderr : process.stdout).write(`${line}\n`);
  }
  protected override createLogger(options?: ConstructorParameters<typeof Logger>[0]): Logger {
    return new ReadableLogger(options);
  }
}

const jsonWanted = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.LOG_FORMAT ? env.LOG_FORMAT.toLowerCase() === 'json' : inLambda(env);

let rootLogger: Logger | undefined;

/**
 * The process logger (created on first use with the level asked then; later calls adjust the
 * level). Lambda's advanced logging controls (AWS_LAMBDA_LOG_LEVEL) win over `level` there.
 */
export const powertoolsLogger = (level: PowertoolsLevel = 'INFO'): Logger => {
  if (!rootLogger) {
    const options = { serviceName: SERVICE_NAME, logLevel: level };
    rootLogger = jsonWanted() ? new Logger(options) : new ReadableLogger(options);
  } else if (!process.env.AWS_LAMBDA_LOG_LEVEL && rootLogger.getLevelName() !== level) {
    rootLogger.setLogLevel(level);
  }
  return rootLogger;
};

let tracerLoad: Promise<Tracer | undefined> | undefined;
/**
 * The X-Ray tracer of the process, in Lambda only: loaded on first use (the X-Ray SDK is not even
 * imported outside Lambda, so local starts and tests do not pay for it). Undefined elsewhere, or
 * when tracing is off (POWERTOOLS_TRACE_ENABLED=false).
 */
export const loadTracer = (): Promise<Tracer | undefined> =>
  (tracerLoad ??= inLambda()
    ? import('@aws-lambda-powertools/tracer').then(({ Tracer: T }) => {
        const t = new T({ serviceName: SERVICE_NAME });
        return t.isTracingEnabled() ? t : undefined;
      })
    : Promise.resolve(undefined));

/** Traces every call of an AWS SDK v3 client once the tracer is loaded (a no-op outside Lambda). */
export const traceClient = <T>(client: T): T => {
  void loadTracer().then((t) => t?.captureAWSv3Client(client));
  return client;
};

let emf: Metrics | undefined;
const emitter = (): Metrics => {
  emf ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
  return emf;
};
/** Metrics are written in Lambda (or when POWERTOOLS_METRICS_DISABLED=false is set explicitly). */
const metricsOn = (): boolean => {
  const flag = process.env.POWERTOOLS_METRICS_DISABLED;
  return flag !== undefined ? flag.toLowerCase() === 'false' : inLambda();
};

/** One EMF document for one metric, flushed at once (no end-of-request publishing to forget). */
const emit = (name: string, value: number, dimensions: Record<string, string> = {}, metadata: Record<string, string> = {}): void => {
  if (!metricsOn() || !Number.isFinite(value) || value < 0) return;
  try {
    const single = emitter().singleMetric();
    for (const [k, v] of Object.entries(dimensions)) single.addDimension(k, v);
    for (const [k, v] of Object.entries(metadata)) single.addMetadata(k, v);
    single.addMetric(name, MetricUnit.Count, value);
  } catch {
    // a metric must never fail a request
  }
};

/** The business metrics. Counts; `route` is the route name of shared/routes.ts. */
export const metrics = {
  /** Credits kept by a request (charged, or the settled part of a reservation). Dimensions service, route. */
  creditsCharged: (route: string, n: number): void => emit(METRIC.creditsCharged, n, { route }),
  /** Charged credits given back (a failed request, a failed module of a blueprint). A hold released unused is not counted: it was never charged. Dimensions service, route. */
  creditsRefunded: (route: string, n: number): void => emit(METRIC.creditsRefunded, n, { route }),
  /** A refund that could not be written (the reconciler will repair it; alarmed). Dimension service; route as metadata. */
  refundFailed: (route: string): void => emit(METRIC.refundFailed, 1, {}, { route }),
  /** Tokens spent on the Anthropic API (input + output). Dimension service. */
  aiTokens: (n: number): void => emit(METRIC.aiTokens, n),
  /** A daily record or horoscope served from the table (already written). Dimension service. */
  dailyCacheHit: (): void => emit(METRIC.dailyCacheHit, 1),
  /** A daily record or horoscope that had to be written first. Dimension service. */
  dailyCacheMiss: (): void => emit(METRIC.dailyCacheMiss, 1),
};
