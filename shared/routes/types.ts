/** The shape of a route of THE route table (shared/routes.ts). */
import type { TableId } from '../store/tables';
import type { KeyRole } from '../store/types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** How a route uses a table: reads it, only puts new items in it (`append`), or reads and writes it. */
export type Access = 'read' | 'append' | 'readwrite';

/** The access of two uses of one table together: the same, or read-write when they differ. */
export const mergeAccess = (a: Access | undefined, b: Access): Access => (a === undefined || a === b ? b : 'readwrite');

export interface RouteDef {
  /** Function id, kebab-case; also the Lambda construct id. */
  name: string;
  method: HttpMethod;
  /** Path under the `/v1` stage, API Gateway syntax for parameters: `/transits/{id}`. */
  path: string;
  /** Handler module, relative to the repo root; it exports `handler`. */
  handler: string;
  /** Credits a call costs; 'dynamic' when the handler computes it (blueprints, chat). */
  price: number | 'dynamic';
  /** Which rate-limit profile applies. */
  rateLimit: 'standard' | 'chat';
  /**
   * Lambda response streaming (REST API + InvokeWithResponseStream): a text stream (the chat), or
   * with `produces: ['application/json']` the JSON envelope written piece by piece (the export).
   */
  streaming?: boolean;
  /** Binary response body (PDF): base64 through API Gateway. */
  binary?: boolean;
  /** Media types of a binary or non-JSON answer (default application/pdf for `binary`); application/json on a streamed JSON answer (`streamsJson`). */
  produces?: readonly string[];
  /** Tables the function may touch, and how: the CDK grants exactly these. */
  tables: Partial<Record<TableId, Access>>;
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Writes through the AI layer (gets the Anthropic key secret); default: chat and dynamic-price routes. */
  ai?: boolean;
  summary: string;
  /** Name of the route's MCP tool (shared/mcp); default: `name` in snake_case. */
  tool?: string;
  /**
   * The key roles that may call the route (default: every role). Other keys get 403 `Forbidden`
   * after the key check (shared/http/middleware/auth.ts); the API description lists the 403.
   */
  roles?: readonly KeyRole[];
  /**
   * Data files the function's asset carries besides the code (infra/constructs/asset-files.ts):
   * `places`, the GeoNames places file of the place search (shared/places/data.ts).
   */
  data?: readonly 'places'[];
  /**
   * `false`: no MCP tool for this route (shared/mcp/tools.ts). For the routes that hand out a key's
   * secret, revoke keys, export or delete the whole account: not for an agent's toolbox (docs/self-service.md).
   */
  mcp?: false;
  /**
   * How the caller is known: by an API key (default), or `'token'`: by a secret in the path (a
   * calendar feed: calendar apps send no headers). The handler module resolves the token to the key
   * it acts for (`token` of defineRoute, shared/http/middleware/auth.ts); no API key is read and the
   * API description lists no security scheme. That key's account pays and its rate limit counts.
   */
  auth?: 'token';
  /**
   * The route writes text: it answers in a language (shared/i18n, docs/languages.md). `field`: a
   * `language` body field (query parameter on GET) or else Accept-Language; `agent`: the advisor's
   * `agent.language`, else Accept-Language. Every answer carries `Content-Language`.
   */
  language?: 'field' | 'agent';
}
