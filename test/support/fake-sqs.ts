/**
 * A fake SQS on loopback for the real `@aws-sdk/client-sqs` (the AWS JSON 1.0 protocol the client
 * speaks: `X-Amz-Target: AmazonSQS.<Operation>`): SendMessageBatch (at most 10 entries, each
 * answered with the MD5 of its body, which the client checks) and SendMessage. It keeps every
 * message it accepted, per queue URL; `failNext` makes the next batches fail entries (a partial
 * failure, as SQS answers it) or the whole call (a 500). Used by the webhook dispatcher's test and
 * by the deploy-asset harness (scripts/lambda-assets/harness.ts).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSqsMessage {
  queueUrl: string;
  messageId: string;
  body: string;
}

export interface FakeSqs {
  /** The endpoint (AWS_ENDPOINT_URL_SQS or the client's `endpoint`). */
  url: string;
  /** A queue URL on this endpoint. */
  queueUrl(name: string): string;
  messages: FakeSqsMessage[];
  /** How many calls each operation got. */
  calls: Map<string, number>;
  /** The next `n` SendMessageBatch calls: `entries` fails the entries whose body matches, `call` answers 500. */
  failNext(n: number, how: { call: true } | { entries: (body: string) => boolean }): void;
  close(): Promise<void>;
}

const md5 = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');

export async function startFakeSqs(): Promise<FakeSqs> {
  const messages: FakeSqsMessage[] = [];
  const calls = new Map<string, number>();
  const failures: ({ call: true } | { entries: (body: string) => boolean })[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const op = String(req.headers['x-amz-target'] ?? '').replace(/^AmazonSQS\./, '');
      calls.set(op, (calls.get(op) ?? 0) + 1);
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { QueueUrl?: string; MessageBody?: string; Entries?: { Id: string; MessageBody: string }[] };
      const answer = (status: number, body: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() }).end(JSON.stringify(body));
      };
      const queueUrl = String(input.QueueUrl ?? '');
      if (op === 'SendMessage') {
        const messageId = randomUUID();
        messages.push({ queueUrl, messageId, body: String(input.MessageBody) });
        answer(200, { MessageId: messageId, MD5OfMessageBody: md5(String(input.MessageBody)) });
        return;
      }
      if (op !== 'SendMessageBatch') {
        answer(400, { __type: 'com.amazonaws.sqs#InvalidAction', message: `fake SQS: ${op} is not served` });
        return;
      }
      const entries = input.Entries ?? [];
      if (entries.length === 0 || entries.length > 10) {
        answer(400, { __type: 'com.amazonaws.sqs#TooManyEntriesInBatchRequest', message: `${entries.length} entries` });
        return;
      }
      const failure = failures.shift();
      if (failure && 'call' in failure) {
        answer(500, { __type: 'com.amazonaws.sqs#InternalError', message: 'fake SQS: failing this call' });
        return;
      }
      const Successful: unknown[] = [];
      const Failed: unknown[] = [];
      for (const e of entries) {
        if (failure && 'entries' in failure && failure.entries(e.MessageBody)) {
          Failed.push({ Id: e.Id, SenderFault: false, Code: 'InternalError', Message: 'fake SQS: failing this entry' });
          continue;
        }
        const messageId = randomUUID();
        messages.push({ queueUrl, messageId, body: e.MessageBody });
        Successful.push({ Id: e.Id, MessageId: messageId, MD5OfMessageBody: md5(e.MessageBody) });
      }
      answer(200, { Successful, Failed });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    queueUrl: (name) => `${url}/000000000000/${name}`,
    messages,
    calls,
    failNext: (n, how) => {
      for (let i = 0; i < n; i++) failures.push(how);
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
