/**
 * The DynamoDB document client, created once per container (module scope) and reused by
 * every store. `DYNAMODB_ENDPOINT` points it at dynalite locally; in AWS it is unset.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoOptions {
  region: string;
  endpoint?: string | undefined;
}

export const createDocumentClient = ({ region, endpoint }: DynamoOptions): DynamoDBDocumentClient => {
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
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
};

/** ConditionalCheckFailedException, whatever the SDK version calls the class. */
export const isConditionalFailure = (e: unknown): e is Error & { Item?: Record<string, unknown> } =>
  e instanceof Error && (e.name === 'ConditionalCheckFailedException' || (e as { __type?: string }).__type?.endsWith('ConditionalCheckFailedException') === true);
