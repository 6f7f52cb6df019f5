/**
 * Runtime configuration, read once from the environment. Everything has a local default so
 * that `npm start` and the tests need no configuration at all.
 */
import { TABLES, type TableId } from './store/tables';

export interface RateWindow {
  /** Label used in bucket keys and logs: 'min', 'h', 'day'. */
  name: string;
  seconds: number;
  limit: number;
}

export type RateProfile = 'standard' | 'chat';

export interface Config {
  region: string;
  /** Local endpoint (dynalite); undefined in AWS. */
  dynamodbEndpoint: string | undefined;
  tableNames: Record<TableId, string>;
  rateLimits: Record<RateProfile, RateWindow[]>;
  /** Largest accepted request body, bytes. */
  maxBodyBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Prefix of generated API keys. */
  keyPrefix: string;
  /** Where the running source is available (`SOURCE_URL`; GET /v1/source, docs/licences.md); null when the operator named none. */
  sourceUrl: string | null;
  /** The advisor chat (shared/advisor, docs/advisor.md). */
  advisor: AdvisorSettings;
  /**
   * Browser origins allowed to call POST /v1/mcp (`MCP_ALLOWED_ORIGINS`, comma-separated, e.g.
   * `https://app.example.com`): a request with any other `Origin` header is refused with 403
   * (docs/mcp.md); a request without one (every non-browser client) passes. Default: none.
   */
  mcpAllowedOrigins?: readonly string[];
}

export interface AdvisorSettings {
  /** Free onboarding messages per account (0 credits), before any subscription quota or credits. */
  freeMessages: number;
  /** Upper bounds of a chat request (400 beyond). */
  maxMessages: number;
  maxMessageChars: number;
  maxTotalChars: number;
  /** Output cap of one answer (all tool rounds together), tokens, per model tier. */
  maxOutputTokens: { standard: number; premium: number };
  /** Model calls per answer at most (tool rounds + the final answer). */
  maxModelCalls: number;
  /** Pause between two chunks of the offline advisor, ms (0 in tests). */
  offlineChunkMs: number;
}

const intEnv = (v: string | undefined, fallback: number): number => {
  if (v === undefined || v.trim() === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Invalid integer configuration value "${v}"`);
  return n;
};

const WINDOW_SECONDS: Record<string, number> = { s: 1, sec: 1, min: 60, m: 60, h: 3600, hour: 3600, day: 86_400, d: 86_400 };

/** Seconds of a rate window by its name (`min`, `h`, ...); undefined for an unknown name. */
export const windowSeconds = (name: string): number | undefined => WINDOW_SECONDS[name];

/** Parses `"60/min,1000/h,10000/day"` into windows. Throws on malformed input (fail at cold start, not per request). */
export const parseRateLimits = (spec: string): RateWindow[] =>
  spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^(\d+)\s*\/\s*([a-z]+)$/i.exec(part);
      const seconds = m ? WINDOW_SECONDS[m[2]!.toLowerCase()] : undefined;
      if (!m || seconds === undefined) throw new Error(`Invalid rate limit "${part}" (expected e.g. 100/min)`);
      return { name: m[2]!.toLowerCase(), seconds, limit: Number(m[1]) };
    });

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const tableNames = Object.fromEntries(TABLES.map((t) => [t.id, env[t.envVar] || t.localName])) as Record<TableId, string>;
  const level = (env.LOG_LEVEL ?? 'info').toLowerCase();
  return {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT || undefined,
    tableNames,
    rateLimits: {
      standard: parseRateLimits(env.RATE_LIMIT_STANDARD || '100/min'),
      chat: parseRateLimits(env.RATE_LIMIT_CHAT || '60/min,1000/h,10000/day'),
    },
    maxBodyBytes: Number(env.MAX_BODY_BYTES || 64 * 1024),
    logLevel: (LOG_LEVELS as readonly string[]).includes(level) ? (level as Config['logLevel']) : 'info',
    keyPrefix: env.API_KEY_PREFIX || 'bp_live_',
    sourceUrl: env.SOURCE_URL || null,
    mcpAllowedOrigins: (env.MCP_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, '').toLowerCase())
      .filter(Boolean),
    advisor: {
      freeMessages: intEnv(env.ADVISOR_FREE_MESSAGES, 3),
      maxMessages: intEnv(env.ADVISOR_MAX_MESSAGES, 100),
      maxMessageChars: intEnv(env.ADVISOR_MAX_MESSAGE_CHARS, 8_000),
      maxTotalChars: intEnv(env.ADVISOR_MAX_TOTAL_CHARS, 40_000),
      maxOutputTokens: {
        standard: intEnv(env.ADVISOR_MAX_OUTPUT_TOKENS_STANDARD, 1_024),
        premium: intEnv(env.ADVISOR_MAX_OUTPUT_TOKENS_PREMIUM, 2_048),
      },
      maxModelCalls: intEnv(env.ADVISOR_MAX_MODEL_CALLS, 4),
      offlineChunkMs: intEnv(env.ADVISOR_OFFLINE_CHUNK_MS, 20),
    },
  };
};
