/**
 * The project's logger interface, backed by AWS Lambda Powertools' Logger
 * (shared/observability): JSON with the Lambda context and the correlation id in Lambda,
 * readable lines locally (`LOG_FORMAT=json` forces JSON). `child()` adds fields to every line
 * of the child without creating a new Powertools logger (cheap per request).
 *
 * With a `write` callback (tests), lines are plain JSON objects written to it instead.
 */
import type { Config } from '../config';
import { powertoolsLogger, type PowertoolsLevel } from '../observability/index';

export type LogLevel = Exclude<Config['logLevel'], 'silent'>;
const ORDER: Record<Config['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** Keys Powertools reserves for its own item; a field of the same name is renamed, never lost. */
const RESERVED = new Set(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'xray_trace_id']);
const safeFields = (fields: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[RESERVED.has(k) ? `${k}_` : k] = v;
  return out;
};

const jsonLineLogger = (level: Config['logLevel'], base: Record<string, unknown>, write: (line: string) => void): Logger => {
  const threshold = ORDER[level];
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>): void => {
    if (ORDER[lvl] < threshold) return;
    write(JSON.stringify({ level: lvl, time: new Date().toISOString(), msg, ...base, ...fields }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => jsonLineLogger(level, { ...base, ...fields }, write),
  };
};

const powertoolsBacked = (level: Config['logLevel'], base: Record<string, unknown>): Logger => {
  const threshold = ORDER[level];
  const root = powertoolsLogger(level.toUpperCase() as PowertoolsLevel);
  const emit = (lvl: LogLevel, msg: string, fields?: Record<string, unknown>): void => {
    if (ORDER[lvl] < threshold) return;
    root[lvl](msg, safeFields({ ...base, ...fields }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => powertoolsBacked(level, { ...base, ...fields }),
  };
};

export const createLogger = (level: Config['logLevel'], base: Record<string, unknown> = {}, write?: (line: string) => void): Logger =>
  write ? jsonLineLogger(level, base, write) : powertoolsBacked(level, base);
