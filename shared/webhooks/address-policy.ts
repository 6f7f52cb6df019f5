import { BlockList, isIP } from "node:net";

/**
 * Which addresses a webhook may never reach (checked at creation and again at delivery time,
 * against every address the host name resolves to). Node's own `net.BlockList` does the range
 * matching; it also matches IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) against the IPv4 rules.
 */
const REFUSED_V4: ReadonlyArray<readonly [string, number, string]> = [
  ["0.0.0.0", 8, "unspecified / this network"],
  ["10.0.0.0", 8, "private (RFC 1918)"],
  ["100.64.0.0", 10, "carrier-grade NAT (RFC 6598)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local / cloud metadata"],
  ["172.16.0.0", 12, "private (RFC 1918)"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private (RFC 1918)"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved / broadcast"],
];

const REFUSED_V6: ReadonlyArray<readonly [string, number, string]> = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["64:ff9b::", 96, "NAT64"],
  ["100::", 64, "discard"],
  ["2001:db8::", 32, "documentation"],
  ["2002::", 16, "6to4"],
  ["fc00::", 7, "unique local (ULA)"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local (deprecated)"],
  ["ff00::", 8, "multicast"],
];

function buildList(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of REFUSED_V4) list.addSubnet(net, prefix, "ipv4");
  for (const [net, prefix] of REFUSED_V6) list.addSubnet(net, prefix, "ipv6");
  return list;
}

const REFUSED = buildList();
const LOOPBACK = (() => {
  const list = new BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addAddress("::1", "ipv6");
  return list;
})();

export interface AddressPolicy {
  /** Local runs and tests only: allow loopback addresses (and `http:` to them). */
  allowLoopback: boolean;
}

/** The policy from the environment: loopback only with `WEBHOOKS_ALLOW_LOOPBACK=1`. */
export function addressPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): AddressPolicy {
  return { allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === "1" };
}

function family(ip: string): "ipv4" | "ipv6" | null {
  const v = isIP(ip);
  return v === 4 ? "ipv4" : v === 6 ? "ipv6" : null;
}

export function isLoopbackAddress(ip: string): boolean {
  const f = family(ip);
  return f !== null && LOOPBACK.check(ip, f);
}

/** True when `ip` is a literal address the policy lets a webhook reach. */
export function isAllowedAddress(ip: string, policy: AddressPolicy): boolean {
  const f = family(ip);
  if (!f) return false;
  if (policy.allowLoopback && LOOPBACK.check(ip, f)) return true;
  return !REFUSED.check(ip, f);
}

export type UrlCheck =
  | { ok: true; url: URL; host: string }
  | { ok: false; reason: string };

/** Strips the brackets of an IPv6 literal host (`[::1]` -> `::1`). */
export function bareHost(url: URL): string {
  const h = url.hostname;
  return h.startsWith("[") && h.endsWith("]") ? h.slice(1, -1) : h;
}

/**
 * The static URL rule (before any DNS look-up): `https:` only, except `http:` to a loopback
 * literal or `localhost` when loopback is allowed; no credentials in the URL; a literal address
 * host must itself be allowed.
 */
export function checkWebhookUrl(raw: string, policy: AddressPolicy): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "not a valid URL" };
  }
  if (url.username || url.password) return { ok: false, reason: "credentials in the URL" };
  const host = bareHost(url);
  const loopbackHost = host === "localhost" || isLoopbackAddress(host);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && policy.allowLoopback && loopbackHost)) {
    return { ok: false, reason: "only https URLs are accepted" };
  }
  if (host === "localhost" && !policy.allowLoopback) return { ok: false, reason: "loopback address" };
  if (family(host) && !isAllowedAddress(host, policy)) {
    return { ok: false, reason: "address not public" };
  }
  return { ok: true, url, host };
}

/**
 * Checks every address a host resolved to; the first refused one refuses the whole host (a name
 * resolving to one public and one private address could be steered to the private one).
 */
export function checkResolvedAddresses(addresses: readonly string[], policy: AddressPolicy): string | null {
  if (addresses.length === 0) return "host does not resolve";
  for (const a of addresses) if (!isAllowedAddress(a, policy)) return `address not public (${a})`;
  return null;
}
