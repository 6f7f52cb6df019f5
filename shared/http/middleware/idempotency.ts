/**
 * `Idempotency-Key` on charged POSTs, with AWS Lambda Powertools' idempotency utility and its
 * DynamoDB persistence layer (table `idempotency`, conditional puts only: works on dynalite).
 *
 * - Scope: the API key (its key id) and the route, so two keys never share a record.
 * - A repeat with the same body (compared as parsed JSON, key order ignored) gets the first
 *   answer again, with `Idempotent-Replayed: true`, and is not charged: the charge middleware
 *   and the handler do not run for it. It is authenticated and counted first like any request
 *   (a revoked key gets 401, a key over its rate limit 429: `countReplay`).
 * - The same key with another body: 422 `Idempotency key reused`.
 * - While the first request runs: 409 `Request in progress` (the record expires with the
 *   function's timeout if its process dies, so a retry is possible after that).
 * - A request that fails (4xx/5xx thrown) deletes its record: a retry runs again.
 * - Records are kept 24 hours (DynamoDB TTL on `expiration`).
 *
 * Streaming routes (the chat) are not covered: their answer is a stream that cannot be stored
 * and replayed; they refuse the header with 400 instead of silently ignoring it (README).
 */
import { createHash } from 'node:crypto';
import { IdempotencyConfig, IdempotencyItemAlreadyExistsError } from '@aws-lambda-powertools/idempotency';
import type { IdempotencyRecord } from '@aws-lambda-powertools/idempotency/persistence';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { makeHandlerIdempotent } from '@aws-lambda-powertools/idempotency/middleware';
import type { MiddlewareObj, Request } from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { AppError } from '../../errors';
// which routes take the header: POSTs that can charge (the rule lives with the route table; the MCP tools use it too)
import { takesIdempotencyKey } from '../../routes';
import { createDocumentClient } from '../../store/dynamo-client';
import { attemptRecordId } from '../../store/attempt-store';
import { ANSWER_PART_CHARS, blueprintIdsIn, idempotencyRecords, keepAnswerParts, readAnswerParts } from '../../store/idempotency-records';
import type { Deps } from '../../deps';
import type { AppContext } from '../types';
import { refuseRevokedKey } from './key-live';
import { countReplay } from './rate-limit';
import { stateOf } from './request-context';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

type Mw = MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult, Error, AppContext>;
type Inner = ReturnType<typeof makeHandlerIdempotent>;

/** The attribute of a kept answer that holds the number of parts its body is kept in (store/idempotency-records.ts). */
const BODY_PARTS = 'bodyParts';

/**
 * Powertools' DynamoDB layer, telling the key of the record it keeps for a request, and keeping
 * an answer body too long for one item (a large PNG) in parts beside the record: without them the
 * save failed, the request answered 500 (refunded) and every retry with the key did the same.
 */
class PersistenceLayer extends DynamoDBPersistenceLayer {
  constructor(private readonly parts: { client: ReturnType<typeof createDocumentClient>; table: string }) {
    super({ tableName: parts.table, awsSdkV3Client: parts.client });
  }

  recordIdOf(data: Record<string, unknown>): string {
    return this.getHashedIdempotencyKey(data as Parameters<DynamoDBPersistenceLayer["getHashedIdempotencyKey"]>[0]);
  }

  protected override async _updateRecord(record: IdempotencyRecord): Promise<void> {
    const data = record.responseData as Record<string, unknown> | undefined;
    if (data && typeof data.body === 'string' && data.body.length > ANSWER_PART_CHARS) {
      const count = await keepAnswerParts(this.parts.client, this.parts.table, record.idempotencyKey, data.body, record.expiryTimestamp ?? 0);
      record.responseData = { ...data, body: '', [BODY_PARTS]: count };
    }
    await super._updateRecord(record);
  }

  protected override async _getRecord(idempotencyKey: string): Promise<IdempotencyRecord> {
    return this.joined(await super._getRecord(idempotencyKey));
  }

  protected override async _putRecord(record: IdempotencyRecord): Promise<void> {
    try {
      await super._putRecord(record);
    } catch (e) {
      // a repeat: Powertools replays the record the refused put returned
      if (e instanceof IdempotencyItemAlreadyExistsError && e.existingRecord) throw new IdempotencyItemAlreadyExistsError(e.message, await this.joined(e.existingRecord));
      throw e;
    }
  }

  /** The record with its answer's body put together again from its parts. */
  private async joined(record: IdempotencyRecord): Promise<IdempotencyRecord> {
    const data = record.responseData as Record<string, unknown> | undefined;
    const count = data?.[BODY_PARTS];
    if (!data || typeof count !== 'number') return record;
    const body = await readAnswerParts(this.parts.client, this.parts.table, record.idempotencyKey, count);
    if (body === undefined) throw new Error('A part of the kept answer is gone');
    const { [BODY_PARTS]: _count, ...rest } = data;
    record.responseData = { ...rest, body };
    return record;
  }
}

/** The Powertools middleware per table (one persistence layer per container, on the shared client). */
const inners = new Map<string, Inner>();
const layers = new Map<string, PersistenceLayer>();
const innerFor = (deps: Deps): Inner => {
  const table = deps.config.tableNames.idempotency;
  let inner = inners.get(table);
  if (!inner) {
    const client = createDocumentClient({ region: deps.config.region, endpoint: deps.config.dynamodbEndpoint });
    const layer = new PersistenceLayer({ client, table });
    layers.set(table, layer);
    inner = makeHandlerIdempotent({
      persistenceStore: layer,
      config: new IdempotencyConfig({
        eventKeyJmesPath: 'scope',
        payloadValidationJmesPath: 'body',
        expiresAfterSeconds: IDEMPOTENCY_TTL_SECONDS,
        throwOnNoIdempotencyKey: true,
      }),
    });
    inners.set(table, inner);
  }
  return inner;
};

export const idempotencyKeyOf = (headers: Record<string, string | undefined> | null | undefined): string | undefined => {
  for (const [k, v] of Object.entries(headers ?? {})) if (k.toLowerCase() === IDEMPOTENCY_HEADER) return v;
  return undefined;
};

/** JSON with object keys sorted, so that two bodies equal as parsed JSON have one form. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v ?? null);

/** SHA-256 (base64url) of the body as parsed JSON, key order ignored. */
export const bodyHash = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('base64url');

/** The request Powertools sees: only what identifies the operation, not the whole event. */
interface Shadow {
  request: Request;
}

const mapped = (e: unknown): unknown => {
  const name = e instanceof Error ? e.name : '';
  if (name === 'IdempotencyAlreadyInProgressError') {
    return new AppError('conflict', 'Request in progress', 'A request with this Idempotency-Key is still running; retry when it has finished');
  }
  if (name === 'IdempotencyValidationError') {
    return new AppError('unprocessable', 'Idempotency key reused', 'This Idempotency-Key was used with a different request body');
  }
  return e;
};

export const idempotency = (): Mw => {
  const shadows = new WeakMap<AppContext, Shadow>();
  return {
    name: 'idempotency',
    before: async (request) => {
      const state = stateOf(request.context);
      const key = idempotencyKeyOf(request.event.headers);
      if (key === undefined) return;
      if (!takesIdempotencyKey(state.route)) return;
      if (state.route.streaming) {
        throw new AppError('invalid_input', 'Invalid request', 'Idempotency-Key is not supported on the streaming chat; continue with conversationId');
      }
      if (!KEY_FORMAT.test(key)) {
        throw new AppError('invalid_input', 'Invalid Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
      }
      const scope = `${state.route.name}:${state.caller!.keyId}:${key}`;
      // the scope of the work's attempt record (shared/accounts/paid-work.ts) also names the body, so a
      // retry finds only the work of the same request
      state.idempotencyScope = `${scope}:${bodyHash(state.body)}`;
      const shadow: Request = {
        event: { scope, body: state.body ?? null },
        context: request.context,
        response: undefined,
        error: undefined,
        internal: {},
      } as unknown as Request;
      shadows.set(request.context, { request: shadow });
      let replay: unknown;
      try {
        replay = await innerFor(state.deps).before!(shadow);
      } catch (e) {
        shadows.delete(request.context);
        // a 409 / 422 refuses the request before its debit: a revoked key still sees 401 first
        await refuseRevokedKey(state);
        throw mapped(e);
      }
      if (replay !== undefined) {
        shadows.delete(request.context);
        // authenticated and counted like any request before the stored answer is served
        await countReplay(state);
        state.replay = replay as APIGatewayProxyResult;
        state.headers['Idempotent-Replayed'] = 'true';
      } else {
        // the record's key, as Powertools computed it: kept on what this request saves, deleted with it (store/idempotency-records.ts)
        state.idempotencyRecordId = layers.get(state.deps.config.tableNames.idempotency)?.recordIdOf(shadow.event as Record<string, unknown>);
        // a request that reads a saved blueprint keeps the person's data in its answer, saved or not:
        // its records are noted under the blueprint, deleted with it (README, Personal data)
        const named = state.route.tables.blueprints ? blueprintIdsIn(state.body) : [];
        if (named.length > 0) {
          const records = [state.idempotencyRecordId, attemptRecordId(state.idempotencyScope)].filter((id): id is string => id !== undefined);
          const expiresAt = Math.floor(state.deps.now().getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS + 60;
          await idempotencyRecords(state.deps).noteBlueprints(state.caller!.accountId, named, records, expiresAt);
        }
      }
    },
    after: async (request) => {
      const s = shadows.get(request.context);
      if (!s) return;
      shadows.delete(request.context);
      s.request.response = request.response;
      const state = stateOf(request.context);
      try {
        await innerFor(state.deps).after!(s.request);
      } catch (e) {
        // the answer could not be kept: the request fails (and is refunded), so its in-progress
        // record goes too, or every retry with the key would be 409 until the record expired
        try {
          await innerFor(state.deps).onError!(s.request);
        } catch {
          /* the record expires by itself */
        }
        throw e;
      }
      // the stored answer (and the attempt's claim) are the account's: found and deleted with it (DELETE /v1/account)
      const ids = [state.idempotencyRecordId, state.idempotencyScope ? attemptRecordId(state.idempotencyScope) : undefined].filter((x): x is string => !!x);
      if (state.caller && ids.length > 0) await idempotencyRecords(state.deps).own(ids, state.caller.accountId);
    },
    onError: async (request) => {
      const s = request.context.app ? shadows.get(request.context) : undefined;
      if (!s) return;
      shadows.delete(request.context);
      try {
        await innerFor(stateOf(request.context).deps).onError!(s.request);
      } catch {
        /* the record expires by itself; the error being answered matters more */
      }
    },
  };
};
