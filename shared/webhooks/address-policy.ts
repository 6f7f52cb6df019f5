import { BlockList, isIP } from "node:net";

/**
 * Which addresses a webhook may reach: **global unicast only** (checked at creation and again at
 * delivery time, against every address the host name resolves to). The table below is the one
 * place the rule is written (docs/webhooks.md points here); Node's own `net.BlockList` does the
 * range matching.
 *
 * - IPv6: inside `2000::/3`, the only block IANA allocates as global unicast (IANA "Internet
 *   Protocol Version 6 Address Space", https://www.iana.org/assignments/ipv6-address-space/; RFC 4291
 *   2.4), and in none of the `SPECIAL_PURPOSE_V6` entries. Everything outside `2000::/3` is thus
 *   refused whatever it embeds: `::/128`, `::1`, the IPv4-compatible `::a.b.c.d` (`::7f00:1`), the
 *   IPv4-translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` (the translator would reach any IPv4
 *   address, private ones too), ULA, link-local, site-local, multicast.
 * - IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is the IPv4 address itself (a socket connects to it over
 *   IPv4): judged by the IPv4 rule.
 * - IPv4: not in any `SPECIAL_PURPOSE_V4` entry, and not multicast or reserved (`224.0.0.0/3`).
 *
 * The entries are those of the IANA special-purpose registries whose "Globally Reachable" is False
 * or N/A (https://www.iana.org/assignments/iana-ipv4-special-registry/ and
 * https://www.iana.org/assignments/iana-ipv6-special-registry/, as of 2025). A few globally reachable
 * anycast addresses inside a refused block (PCP `192.0.0.9`, TURN `192.0.0.10`, `2001:1::1`, AMT
 * `2001:3::/32`, AS112 `2001:4:112::/48`, ORCHIDv2 `2001:20::/28`, DRIP `2001:30::/28`) stay refused
 * with their block: none serves webhooks.
 */
type Entry = readonly [network: string, prefix: number, name: string, source: string];

export const SPECIAL_PURPOSE_V4: readonly Entry[] = [
  ["0.0.0.0", 8, '"this network"', "RFC 791"],
  ["10.0.0.0", 8, "private-use", "RFC 1918"],
  ["100.64.0.0", 10, "shared address space (carrier-grade NAT)", "RFC 6598"],
  ["127.0.0.0", 8, "loopback", "RFC 1122"],
  ["169.254.0.0", 16, "link local (incl. the cloud metadata address 169.254.169.254)", "RFC 3927"],
  ["172.16.0.0", 12, "private-use", "RFC 1918"],
  ["192.0.0.0", 24, "IETF protocol assignments", "RFC 6890"],
  ["192.0.2.0", 24, "documentation (TEST-NET-1)", "RFC 5737"],
  ["192.88.99.0", 24, "6to4 relay anycast (deprecated)", "RFC 7526"],
  ["192.168.0.0", 16, "private-use", "RFC 1918"],
  ["198.18.0.0", 15, "benchmarking", "RFC 2544"],
  ["198.51.100.0", 24, "documentation (TEST-NET-2)", "RFC 5737"],
  ["203.0.113.0", 24, "documentation (TEST-NET-3)", "RFC 5737"],
  // not unicast: multicast (IANA IPv4 Multicast Address Space) and reserved, with the limited broadcast 255.255.255.255
  ["224.0.0.0", 4, "multicast", "RFC 5771"],
  ["240.0.0.0", 4, "reserved (incl. limited broadcast)", "RFC 1112, RFC 919"],
];

export const SPECIAL_PURPOSE_V6: readonly Entry[] = [
  // inside 2000::/3 (the rest of the registry lies outside it and is refused by that rule:
  // ::1, ::, ::ffff:0:0/96, 64:ff9b::/96, 64:ff9b:1::/48, 100::/64, 100:0:0:1::/64, 5f00::/16, fc00::/7, fe80::/10)
  ["2001::", 23, "IETF protocol assignments (incl. Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID 2001:10::/28)", "RFC 2928, RFC 4380"],
  ["2001:db8::", 32, "documentation", "RFC 3849"],
  ["2002::", 16, "6to4", "RFC 3056"],
  ["3fff::", 20, "documentation", "RFC 9637"],
];

/** IANA's global unicast block (RFC 4291 2.4). */
const GLOBAL_UNICAST_V6: Entry = ["2000::", 3, "global unicast", "RFC 4291"];

const listOf = (entries: readonly Entry[], family: "ipv4" | "ipv6"): BlockList => {
  const list = new BlockList();
  for (const [net, prefix] of entries) list.addSubnet(net, prefix, family);
  return list;
};

const REFUSED_V4 = listOf(SPECIAL_PURPOSE_V4, "ipv4");
const REFUSED_V6 = listOf(SPECIAL_PURPOSE_V6, "ipv6");
const GLOBAL_V6 = listOf([GLOBAL_UNICAST_V6], "ipv6");
const MAPPED_V4 = listOf([["::ffff:0:0", 96, "IPv4-mapped", "RFC 4291"]], "ipv6");
const LOOPBACK = (() => {
  const list = new BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addAddress("::1", "ipv6");
  return list;
})();

/** True when `ip` (a literal) is global unicast by the table above. */
export function isGlobalUnicast(ip: string): boolean {
  const f = family(ip);
  if (f === "ipv4") return !REFUSED_V4.check(ip, "ipv4");
  if (f !== "ipv6") return false;
  // BlockList matches an IPv4-mapped address against the IPv4 rules
  if (MAPPED_V4.check(ip, "ipv6")) return !REFUSED_V4.check(ip, "ipv6");
  return GLOBAL_V6.check(ip, "ipv6") && !REFUSED_V6.check(ip, "ipv6");
}

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
  return isGlobalUnicast(ip);
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
