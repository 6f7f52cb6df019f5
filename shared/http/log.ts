/** Structured JSON logs: one object per line on stdout (CloudWatch parses them as JSON). */
import type { Config } from '../config';

export type LogLevel = Exclude<Config['logLevel'], 'silent'>;
const ORDER: Record<Config['logLevel'], number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export const createLogger = (
  level: Config['logLevel'],
  base: Record<string, unknown> = {},
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger => {
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
    child: (fields) => createLogger(level, { ...base, ...fields }, write),
  };
};
