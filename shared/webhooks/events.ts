import { createHash } from "node:crypto";

/** Event types a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  "sky.eclipse",
  "sky.lunation",
  "sky.station",
  "sky.ingress",
  "horoscope.published",
  "transit.exact",
  "balance.low",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number] | "webhook.test";

/** The JSON body of every delivery. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: Record<string, unknown>;
}

function digest(parts: readonly string[], length: number): string {
  return createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, length);
}

/**
 * Deterministic event id from its type and what makes it unique (the moment for sky events, the
 * blueprint and moment for transits, the date for horoscopes): a producer that runs twice over
 * the same window yields the same ids, so the outbox keeps one copy.
 */
export function eventId(type: WebhookEventType, ...key: string[]): string {
  return `evt_${digest([type, ...key], 24)}`;
}

/** Deterministic delivery id: one delivery per (event, endpoint). */
export function deliveryId(eventIdValue: string, endpointId: string): string {
  return `dlv_${digest([eventIdValue, endpointId], 24)}`;
}

export function buildEvent(
  type: WebhookEventType,
  key: readonly string[],
  createdAt: string,
  data: Record<string, unknown>,
): WebhookEvent {
  return { id: eventId(type, ...key), type, createdAt, data };
}

/** The raw body sent (and signed): compact JSON with the envelope fields in a fixed order. */
export function serializeEvent(event: WebhookEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.createdAt, data: event.data });
}

/** Sky event type of shared/events -> webhook event type (null when not offered). */
export function webhookTypeForSkyEvent(skyType: string): WebhookEventType | null {
  switch (skyType) {
    case "eclipse":
      return "sky.eclipse";
    case "lunation":
      return "sky.lunation";
    case "station":
      return "sky.station";
    case "ingress":
      return "sky.ingress";
    default:
      return null;
  }
}

/**
 * balance.low fires once per crossing: when the balance goes from >= threshold to < threshold.
 * `armed` is stored with the endpoint; it re-arms once the balance is back at or above it.
 */
export function balanceLowCrossing(
  balance: number,
  threshold: number,
  armed: boolean,
): { fire: boolean; armed: boolean } {
  if (balance < threshold) return { fire: armed, armed: false };
  return { fire: false, armed: true };
}
