/**
 * The edge (infra/edge.ts): off by default; with `waf=true` a web ACL with the managed common and
 * known-bad-inputs rule groups, a rate limit per IP and the body size rule, associated with stage v1;
 * with `domainName` a regional custom domain with base path `v1` on the stage, its certificate
 * imported or created with DNS validation (and the alias record) in a hosted zone.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes';
import { DEFAULT_WAF_RATE_LIMIT, EDGE_MAX_BODY_BYTES, parseDomain, parseWaf } from '../../infra/edge';
import type { ApiStackProps } from '../../infra/stack';
import { build, logicalId, ofType, refTarget } from './helpers';

type Json = Record<string, unknown>;
const small = (over: ApiStackProps): ApiStackProps => ({ routes: ROUTES.filter((r) => r.name === 'calculators-life-path'), scheduled: [], webhookDelivery: false, ...over });
const CERT = 'arn:aws:acm:eu-west-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b';

describe('the edge', () => {
  it('is off by default: no web ACL, no custom domain', () => {
    const b = build(small({}), 'PlainEdgeApi');
    for (const t of ['AWS::WAFv2::WebACL', 'AWS::WAFv2::WebACLAssociation', 'AWS::ApiGateway::DomainName', 'AWS::ApiGateway::BasePathMapping', 'AWS::CertificateManager::Certificate']) {
      expect(ofType(b.resources, t), t).toHaveLength(0);
    }
  });

  it('with waf=true associates a web ACL with the managed groups, the rate rule and the body rule with stage v1', () => {
    const b = build(small({ waf: parseWaf('true', '500') }), 'WafApi');
    const [aclId, acl] = ofType(b.resources, 'AWS::WAFv2::WebACL')[0]!;
    const p = acl.Properties!;
    expect(p.Scope).toBe('REGIONAL');
    expect(p.DefaultAction).toEqual({ Allow: {} });
    const rules = p.Rules as Json[];
    const managed = rules.map((r) => ((r.Statement as Json).ManagedRuleGroupStatement as Json | undefined)?.Name).filter(Boolean);
    expect(managed).toEqual(['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    const rate = rules.find((r) => r.Name === 'RatePerIp')!;
    expect(rate.Action).toEqual({ Block: {} });
    expect((rate.Statement as Json).RateBasedStatement).toMatchObject({ Limit: 500, AggregateKeyType: 'IP' });
    const body = rules.find((r) => r.Name === 'BodyTooLarge')!;
    expect((body.Statement as Json).SizeConstraintStatement).toMatchObject({ ComparisonOperator: 'GT', Size: EDGE_MAX_BODY_BYTES, FieldToMatch: { Body: { OversizeHandling: 'MATCH' } } });
    expect(p.AssociationConfig).toEqual({ RequestBody: { API_GATEWAY: { DefaultSizeInspectionLimit: 'KB_64' } } });
    const [, assoc] = ofType(b.resources, 'AWS::WAFv2::WebACLAssociation')[0]!;
    expect(refTarget(assoc.Properties!.WebACLArn)).toBe(aclId);
    expect(JSON.stringify(assoc.Properties!.ResourceArn)).toContain(`/stages/`);
    expect(JSON.stringify(assoc.Properties!.ResourceArn)).toContain(`"Ref":"${logicalId(b.stack.stage)}"`);
  });

  it('with domainName and certificateArn maps base path v1 of a regional TLS 1.2 domain to the stage', () => {
    const b = build(small({ domain: parseDomain({ domainName: 'api.example.com', certificateArn: CERT }) }), 'DomainApi');
    const [domainId, domain] = ofType(b.resources, 'AWS::ApiGateway::DomainName')[0]!;
    expect(domain.Properties).toMatchObject({ DomainName: 'api.example.com', RegionalCertificateArn: CERT, EndpointConfiguration: { Types: ['REGIONAL'] }, SecurityPolicy: 'TLS_1_2' });
    const [, mapping] = ofType(b.resources, 'AWS::ApiGateway::BasePathMapping')[0]!;
    expect(mapping.Properties!.BasePath).toBe('v1');
    expect(refTarget(mapping.Properties!.DomainName)).toBe(domainId);
    expect(refTarget(mapping.Properties!.Stage)).toBe(logicalId(b.stack.stage));
    expect(ofType(b.resources, 'AWS::CertificateManager::Certificate')).toHaveLength(0);
    expect(JSON.stringify(b.outputs.CustomDomainUrl)).toContain('https://api.example.com/v1/');
  });

  it('with a hosted zone creates the certificate with DNS validation and the alias record', () => {
    const b = build(small({ domain: parseDomain({ domainName: 'api.example.com', hostedZoneId: 'Z0123456789ABC', hostedZoneName: 'example.com' }) }), 'ZoneApi');
    const [certId, cert] = ofType(b.resources, 'AWS::CertificateManager::Certificate')[0]!;
    expect(cert.Properties).toMatchObject({ DomainName: 'api.example.com', ValidationMethod: 'DNS', DomainValidationOptions: [{ DomainName: 'api.example.com', HostedZoneId: 'Z0123456789ABC' }] });
    const [, domain] = ofType(b.resources, 'AWS::ApiGateway::DomainName')[0]!;
    expect(refTarget(domain.Properties!.RegionalCertificateArn)).toBe(certId);
    const [, record] = ofType(b.resources, 'AWS::Route53::RecordSet')[0]!;
    expect(record.Properties).toMatchObject({ Name: 'api.example.com.', Type: 'A', HostedZoneId: 'Z0123456789ABC' });
    expect(ofType(b.resources, 'AWS::ApiGateway::BasePathMapping')[0]![1].Properties!.BasePath).toBe('v1');
  });

  it('reads its context strictly', () => {
    expect(parseWaf(undefined, undefined)).toBeUndefined();
    expect(parseWaf('true', undefined)).toEqual({ rateLimit: DEFAULT_WAF_RATE_LIMIT });
    expect(() => parseWaf('yes', undefined)).toThrow(/waf=yes/);
    expect(() => parseWaf(undefined, '100')).toThrow(/needs -c waf=true/);
    expect(() => parseWaf('true', '5')).toThrow(/wafRateLimit/);
    expect(parseDomain({})).toBeUndefined();
    expect(() => parseDomain({ domainName: 'api.example.com' })).toThrow(/certificateArn/);
    expect(() => parseDomain({ certificateArn: CERT })).toThrow(/need -c domainName/);
    expect(() => parseDomain({ domainName: 'api.example.com', hostedZoneId: 'Z1' })).toThrow(/go together/);
    expect(() => parseDomain({ domainName: 'api.other.org', hostedZoneId: 'Z1', hostedZoneName: 'example.com' })).toThrow(/not in hosted zone/);
    expect(() => parseDomain({ domainName: 'api.example.com', certificateArn: 'nope' })).toThrow(/not an ACM certificate/);
  });
});
