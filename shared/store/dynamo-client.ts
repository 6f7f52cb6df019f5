/**
 * The DynamoDB document client, created once per container (module scope) and reused by
 * every store. `DYNAMODB_ENDPOINT` points it at dynalite locally; in AWS it is unset.
 * Deployed (active tracing), every call is an X-Ray subsegment (Powertools tracer); locally the
 * tracer is off and the client is left as it is. With `CAPACITY_METER=1` (tests, benchmarks; never
 * set by the CDK stack) every client also carries the capacity meter (shared/store/capacity-meter.ts).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traceClient } from '../observability/index';
import { attachCapacityMeter, capacityMeterFromEnv } from './capacity-meter';

export interface DynamoOptions {
  region: string;
  endpoint?: string | undefined;
}

const clients = new Map<string, DynamoDBDocumentClient>();

/**
 * The container's client for a region and endpoint: created on first use, then shared by every
 * store that asks for the same target (the platform's stores and the blueprint store alike).
 */
export const createDocumentClient = ({ region, endpoint }: DynamoOptions): DynamoDBDocumentClient => {
  const id = `${region}|${endpoint ?? ''}`;
  let doc = clients.get(id);
  if (!doc) {
    doc = newDocumentClient({ region, endpoint });
    clients.set(id, doc);
  }
  return doc;
};

const newDocumentClient = ({ region, endpoint }: DynamoOptions): DynamoDBDocumentClient => {
  const client = new DynamoDBClient({
    region,
    ...(endpoint
      ? {
          endpoint,
          // dynalite accepts any credentials; do not go looking for real ones locally
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
    maxAttempts: 3,
  });
  traceClient(client);
  const meter = capacityMeterFromEnv();
  if (meter) attachCapacityMeter(client, meter);
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
};

/** ConditionalCheckFailedException, whatever the SDK version calls the class. */
export const isConditionalFailure = (e: unknown): e is Error & { Item?: Record<string, unknown> } =>
  e instanceof Error && (e.name === 'ConditionalCheckFailedException' || (e as { __type?: string }).__type?.endsWith('ConditionalCheckFailedException') === true);

/** Makes a conditional write: true when it landed, false when its condition refused it (any other error is thrown). */
export const landed = async (write: Promise<unknown>): Promise<boolean> => {
  try {
    await write;
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
};
