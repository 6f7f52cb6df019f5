import { createHmac, timingSafeEqual } from "node:crypto";

/** Name of the header that carries the signature of a webhook delivery. */
export const SIGNATURE_HEADER = "Blueprint-Signature";

/** Default replay tolerance: a signature older or newer than this (seconds) is refused. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** How long the previous secret stays valid after a rotation (milliseconds). */
export const PREVIOUS_SECRET_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** HMAC-SHA256(secret, `${t}.${rawBody}`) as lower-case hex. */
export function signatureHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/**
 * The header value for a body sent at `nowMs`: `t=<unix seconds>,v1=<hex>`, one `v1` per secret
 * (during a rotation the sender may sign with both; receivers accept any that matches).
 */
export function signatureHeader(secrets: readonly string[], nowMs: number, rawBody: string): string {
  const t = Math.floor(nowMs / 1000);
  return [`t=${t}`, ...secrets.map((s) => `v1=${signatureHex(s, t, rawBody)}`)].join(",");
}

export interface ParsedSignature {
  timestamp: number;
  signatures: string[];
}

/** Parses `t=...,v1=...[,v1=...]`; null when malformed. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === "t") {
      if (!/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === "v1") {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      signatures.push(value);
    }
  }
  if (timestamp === null || signatures.length === 0) return null;
  return { timestamp, signatures };
}

export type VerifyResult =
  | { ok: true; timestamp: number }
  | { ok: false; reason: "malformed" | "stale" | "mismatch" };

/**
 * Verifies a delivery: the header parses, its timestamp is within `toleranceSeconds` of `nowMs`,
 * and one of its `v1` values equals the HMAC under one of `secrets` (compared in constant time).
 */
export function verifySignature(
  header: string,
  rawBody: string,
  secrets: readonly string[],
  nowMs: number,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): VerifyResult {
  const parsed = parseSignatureHeader(header);
  if (!parsed) return { ok: false, reason: "malformed" };
  if (Math.abs(Math.floor(nowMs / 1000) - parsed.timestamp) > toleranceSeconds) {
    return { ok: false, reason: "stale" };
  }
  for (const secret of secrets) {
    const expected = Buffer.from(signatureHex(secret, parsed.timestamp, rawBody), "hex");
    for (const candidate of parsed.signatures) {
      const given = Buffer.from(candidate, "hex");
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        return { ok: true, timestamp: parsed.timestamp };
      }
    }
  }
  return { ok: false, reason: "mismatch" };
}

export interface EndpointSecrets {
  secret: string;
  /** The secret before the last rotation, if any. */
  previousSecret?: string;
  /** ISO time of the last rotation. */
  rotatedAt?: string;
}

/**
 * Secrets to sign with at `nowMs`: the current one, and the previous one for 24 h after a
 * rotation (so a receiver that still knows only the old secret keeps verifying).
 */
export function activeSecrets(endpoint: EndpointSecrets, nowMs: number): string[] {
  const out = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.rotatedAt) {
    const rotated = Date.parse(endpoint.rotatedAt);
    if (Number.isFinite(rotated) && nowMs - rotated < PREVIOUS_SECRET_VALIDITY_MS) {
      out.push(endpoint.previousSecret);
    }
  }
  return out;
}
