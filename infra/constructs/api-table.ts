/**
 * A DynamoDB table made from its TableSpec (shared/store/tables.ts): on-demand billing,
 * point-in-time recovery, TTL on the spec's `ttlAttribute`, the spec's global secondary indexes,
 * tables with personal data encrypted with the stack's customer-managed KMS key. CloudFormation names it; the
 * functions learn the physical name from the env var the spec names (ApiFunction.bindTable).
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import type { KeyAttribute, TableSpec } from '#shared/store/tables';

export interface ApiTableProps {
  spec: TableSpec;
  /**
   * Keep the table (and its data) when it is removed from the stack or the stack is
   * deleted, and turn on deletion protection. For tables that hold money or customer data.
   */
  retain: boolean;
  /** The customer-managed key of tables with personal data (`spec.personalData`); others use DynamoDB's default encryption. */
  encryptionKey?: kms.IKey;
}

const attribute = (k: KeyAttribute): dynamodb.Attribute => ({
  name: k.name,
  type: k.type === 'S' ? dynamodb.AttributeType.STRING : dynamodb.AttributeType.NUMBER,
});

export class ApiTable extends dynamodb.Table {
  readonly spec: TableSpec;

  constructor(scope: Construct, id: string, props: ApiTableProps) {
    const { spec, retain, encryptionKey } = props;
    super(scope, id, {
      partitionKey: attribute(spec.partitionKey),
      ...(spec.sortKey ? { sortKey: attribute(spec.sortKey) } : {}),
      ...(spec.ttlAttribute ? { timeToLiveAttribute: spec.ttlAttribute } : {}),
      ...(spec.stream ? { stream: dynamodb.StreamViewType.NEW_IMAGE } : {}),
      ...(encryptionKey ? { encryption: dynamodb.TableEncryption.CUSTOMER_MANAGED, encryptionKey } : {}),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.spec = spec;
    for (const ix of spec.indexes ?? []) {
      this.addGlobalSecondaryIndex({
        indexName: ix.name,
        partitionKey: attribute(ix.partitionKey),
        ...(ix.sortKey ? { sortKey: attribute(ix.sortKey) } : {}),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
