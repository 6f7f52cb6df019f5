/**
 * The edge of the API (docs/deploy.md#11-edge-waf-and-a-custom-domain), both off by default:
 *
 * - a WAF web ACL (context `waf=true`) associated with stage v1: the AWS managed common rule set and
 *   known-bad-inputs rule set, a rate-based rule per client IP (`wafRateLimit` requests in 5
 *   minutes, default 2,000) and a body size rule (bodies over the functions' 64 KB limit blocked at
 *   the edge, before any function runs). The common rule set's own 8 KB body rule is set to count
 *   only: our limit is the functions' (MAX_BODY_BYTES) and the body rule enforces it.
 * - a custom domain (context `domainName`) with base path mapping `v1` -> stage v1, so
 *   `https://<domainName>/v1/...` serves the API: with an existing ACM certificate of the region
 *   (`certificateArn`), or one created with DNS validation in a Route 53 hosted zone
 *   (`hostedZoneId` + `hostedZoneName`), which also gets the alias record of the domain.
 */
import { CfnOutput } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** The functions' body limit (shared/config.ts MAX_BODY_BYTES default), enforced at the edge too. */
export const EDGE_MAX_BODY_BYTES = 64 * 1024;
/** Requests per client IP in any 5 minutes before the rate-based rule blocks (context `wafRateLimit`). */
export const DEFAULT_WAF_RATE_LIMIT = 2000;

export interface WafOptions {
  /** Requests per IP per 5 minutes (AWS WAF's minimum is 10). */
  rateLimit: number;
}

export interface DomainOptions {
  domainName: string;
  /** An ACM certificate in the stack's region covering `domainName`. */
  certificateArn?: string;
  /** A Route 53 hosted zone: the certificate is created with DNS validation and the domain's alias record added. */
  hostedZone?: { id: string; name: string };
}

/** Context `waf` / `wafRateLimit`: the WAF options, or undefined when the WAF is off. */
export function parseWaf(enabled: string | undefined, rateLimit: string | undefined): WafOptions | undefined {
  if (enabled === undefined || enabled === 'false') {
    if (rateLimit !== undefined) throw new Error('Context wafRateLimit needs -c waf=true');
    return undefined;
  }
  if (enabled !== 'true') throw new Error(`Context waf=${enabled}: expected true or false`);
  const n = rateLimit === undefined ? DEFAULT_WAF_RATE_LIMIT : Number(rateLimit);
  if (!Number.isInteger(n) || n < 10 || n > 2_000_000_000) throw new Error(`Context wafRateLimit=${rateLimit}: expected requests per IP per 5 minutes, 10 or more`);
  return { rateLimit: n };
}

/** Context `domainName` with `certificateArn`, or `hostedZoneId` + `hostedZoneName`; undefined without a domain. */
export function parseDomain(c: { domainName?: string; certificateArn?: string; hostedZoneId?: string; hostedZoneName?: string }): DomainOptions | undefined {
  const zone = c.hostedZoneId !== undefined || c.hostedZoneName !== undefined;
  if (c.domainName === undefined) {
    if (c.certificateArn !== undefined || zone) throw new Error('Context certificateArn / hostedZoneId / hostedZoneName need -c domainName=...');
    return undefined;
  }
  if (!/^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(c.domainName)) throw new Error(`Context domainName=${c.domainName}: expected a lower-case DNS name such as api.example.com`);
  if (zone && (c.hostedZoneId === undefined || c.hostedZoneName === undefined)) throw new Error('Context hostedZoneId and hostedZoneName go together');
  if (c.certificateArn === undefined && !zone) throw new Error(`Context domainName=${c.domainName}: give -c certificateArn=<ACM certificate ARN> or -c hostedZoneId=... -c hostedZoneName=... (a certificate is then created)`);
  if (c.certificateArn !== undefined && !/^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[A-Za-z0-9-]+$/.test(c.certificateArn)) throw new Error(`Context certificateArn=${c.certificateArn}: not an ACM certificate ARN`);
  if (zone && !(c.domainName === c.hostedZoneName || c.domainName.endsWith(`.${c.hostedZoneName!}`))) throw new Error(`Context domainName=${c.domainName} is not in hosted zone ${c.hostedZoneName!}`);
  return { domainName: c.domainName, ...(c.certificateArn ? { certificateArn: c.certificateArn } : {}), ...(zone ? { hostedZone: { id: c.hostedZoneId!, name: c.hostedZoneName! } } : {}) };
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

const managed = (name: string, priority: number, overrides: string[] = []): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(overrides.length ? { ruleActionOverrides: overrides.map((r) => ({ name: r, actionToUse: { count: {} } })) } : {}),
    },
  },
  visibilityConfig: visibility(name),
});

/** The web ACL's rules, in priority order. */
export const wafRules = (o: WafOptions): wafv2.CfnWebACL.RuleProperty[] => [
  {
    name: 'RatePerIp',
    priority: 0,
    action: { block: {} },
    statement: { rateBasedStatement: { limit: o.rateLimit, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
    visibilityConfig: visibility('RatePerIp'),
  },
  {
    name: 'BodyTooLarge',
    priority: 1,
    action: { block: {} },
    // a body over the inspection limit (set to 64 KB below) matches too: it is over our limit
    statement: { sizeConstraintStatement: { fieldToMatch: { body: { oversizeHandling: 'MATCH' } }, comparisonOperator: 'GT', size: EDGE_MAX_BODY_BYTES, textTransformations: [{ priority: 0, type: 'NONE' }] } },
    visibilityConfig: visibility('BodyTooLarge'),
  },
  // the common rule set's 8 KB body rule counts only: BodyTooLarge enforces the API's own 64 KB
  managed('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY']),
  managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
];

/** The web ACL, associated with the stage. */
export function addWaf(scope: Construct, stage: apigw.Stage, o: WafOptions): wafv2.CfnWebACL {
  const acl = new wafv2.CfnWebACL(scope, 'WebAcl', {
    description: 'Blueprint API: AWS managed common and known-bad-inputs rules, a rate limit per IP, the body size limit',
    scope: 'REGIONAL',
    defaultAction: { allow: {} },
    rules: wafRules(o),
    visibilityConfig: visibility('BlueprintApiWebAcl'),
    // API Gateway lets WAF read the first 8 KB of a body unless told otherwise: the whole 64 KB the API accepts
    associationConfig: { requestBody: { API_GATEWAY: { defaultSizeInspectionLimit: 'KB_64' } } },
  });
  const association = new wafv2.CfnWebACLAssociation(scope, 'WebAclAssociation', { resourceArn: stage.stageArn, webAclArn: acl.attrArn });
  association.node.addDependency(stage);
  new CfnOutput(scope, 'WebAclArn', { value: acl.attrArn, description: 'The WAF web ACL of stage v1' });
  return acl;
}

/** The custom domain with base path `v1` to the stage (and, with a hosted zone, its certificate and alias record). */
export function addCustomDomain(scope: Construct, api: apigw.RestApi, stage: apigw.Stage, o: DomainOptions): apigw.DomainName {
  const zone = o.hostedZone ? route53.HostedZone.fromHostedZoneAttributes(scope, 'HostedZone', { hostedZoneId: o.hostedZone.id, zoneName: o.hostedZone.name }) : undefined;
  const certificate = o.certificateArn
    ? acm.Certificate.fromCertificateArn(scope, 'DomainCertificate', o.certificateArn)
    : new acm.Certificate(scope, 'DomainCertificate', { domainName: o.domainName, validation: acm.CertificateValidation.fromDns(zone) });
  const domain = new apigw.DomainName(scope, 'CustomDomain', {
    domainName: o.domainName,
    certificate,
    endpointType: apigw.EndpointType.REGIONAL,
    securityPolicy: apigw.SecurityPolicy.TLS_1_2,
  });
  domain.addBasePathMapping(api, { basePath: 'v1', stage });
  if (zone) {
    new route53.ARecord(scope, 'CustomDomainRecord', { zone, recordName: o.domainName, target: route53.RecordTarget.fromAlias(new targets.ApiGatewayDomain(domain)) });
  }
  new CfnOutput(scope, 'CustomDomainUrl', { value: `https://${o.domainName}/v1/`, description: 'The API on its custom domain (base path v1)' });
  new CfnOutput(scope, 'CustomDomainTarget', {
    value: domain.domainNameAliasDomainName,
    description: zone ? 'The regional domain the alias record points at' : 'Point a CNAME (or alias) record of the domain at this regional domain name',
  });
  return domain;
}
