/** Request schemas of the webhook routes (docs/webhooks.md). */
import { z } from 'zod';
import { subjectField } from '../http/subject';
import { subjectIssue } from '../http/schemas';
import { WEBHOOK_EVENT_TYPES } from './events';

export const ERR_WEBHOOK_NOT_FOUND = 'Webhook not found';
export const ERR_DELIVERY_NOT_FOUND = 'Delivery not found';
export const ERR_INVALID_WEBHOOK_URL = 'Invalid webhook URL';
export const ERR_TOO_MANY_WEBHOOKS = 'Too many webhooks';

/** Endpoints an account may keep at once. */
export const MAX_WEBHOOKS = 20;
/** The most subjects one endpoint lists (`subjects: "*"` follows them all, however many). */
export const MAX_WEBHOOK_SUBJECTS = 1000;
/** Longest URL accepted. */
export const MAX_URL_LENGTH = 2048;

const typesText = WEBHOOK_EVENT_TYPES.join(', ');

export const createWebhookSchema = z
  .object({
    url: z
      .string({ error: `${ERR_INVALID_WEBHOOK_URL}|url is required: the https URL events are POSTed to` })
      .trim()
      .min(1, { error: `${ERR_INVALID_WEBHOOK_URL}|url is required: the https URL events are POSTed to` })
      .max(MAX_URL_LENGTH, { error: `${ERR_INVALID_WEBHOOK_URL}|url is at most ${MAX_URL_LENGTH} characters` })
      .meta({ description: 'the https URL the events are POSTed to; it must resolve to public addresses only', example: 'https://example.com/hooks/blueprint' }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Invalid request|each event must be one of ${typesText}` }), { error: `Invalid request|events must be a list of ${typesText}` })
      .min(1, { error: `Invalid request|events must name at least one of ${typesText}` })
      .max(WEBHOOK_EVENT_TYPES.length)
      .meta({ description: `the event types the endpoint receives: ${typesText}`, example: ['sky.eclipse', 'sky.station'] }),
    blueprintId: z
      .string({ error: 'Invalid request|blueprintId must be a string' })
      .trim()
      .min(1, { error: 'Invalid request|blueprintId must not be empty' })
      .optional()
      .meta({ description: 'a saved blueprint of the caller (required with transit.exact, refused without it)', example: 'bp_01JD7N4Q2R0000000000000000' }),
    subject: subjectField.meta({ description: 'transit.exact: an end user of your app (docs/subjects.md) instead of blueprintId: its newest completed blueprint now', example: 'user-4821' }),
    subjects: z
      .union([
        z.literal('*'),
        z
          .array(
            z.string({ error: 'Invalid request|each subject must be a string' }).superRefine((v, ctx) => {
              const issue = subjectIssue(v);
              if (issue) ctx.addIssue({ code: 'custom', message: `Invalid request|${issue}` });
            }),
          )
          .min(1)
          .max(MAX_WEBHOOK_SUBJECTS),
      ], { error: `Invalid request|subjects is "*" (every subject) or a list of 1 to ${MAX_WEBHOOK_SUBJECTS} subjects` })
      .optional()
      .meta({ description: `transit.exact for many end users on this one endpoint: "*" (every subject of the account) or a list of subjects (at most ${MAX_WEBHOOK_SUBJECTS}); each run follows each subject's newest completed blueprint, and each event names its subject`, example: '*' }),
    threshold: z
      .number({ error: 'Invalid request|threshold must be a whole number of credits' })
      .int({ error: 'Invalid request|threshold must be a whole number of credits' })
      .min(1, { error: 'Invalid request|threshold is at least 1 credit' })
      .max(1_000_000_000, { error: 'Invalid request|threshold is at most 1,000,000,000 credits' })
      .optional()
      .meta({ description: 'balance.low fires when the balance falls below this many credits (required with balance.low, refused without it)', example: 100 }),
  })
  .superRefine((v, ctx) => {
    const transit = v.events.includes('transit.exact');
    const low = v.events.includes('balance.low');
    const whom = [v.blueprintId, v.subject, v.subjects].filter((x) => x !== undefined).length;
    if (transit && whom === 0) ctx.addIssue({ code: 'custom', path: ['blueprintId'], message: 'Missing required field: blueprintId|transit.exact needs blueprintId (a saved blueprint of yours), subject or subjects' });
    if (transit && v.subjects !== undefined && whom > 1) ctx.addIssue({ code: 'custom', path: ['subjects'], message: 'Invalid request|subjects goes without blueprintId and subject' });
    if (!transit && v.blueprintId !== undefined) ctx.addIssue({ code: 'custom', path: ['blueprintId'], message: 'Invalid request|blueprintId goes with the transit.exact event only' });
    if (!transit && (v.subject !== undefined || v.subjects !== undefined)) ctx.addIssue({ code: 'custom', path: [v.subject !== undefined ? 'subject' : 'subjects'], message: 'Invalid request|subject and subjects go with the transit.exact event only' });
    if (low && v.threshold === undefined) ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'Invalid request|balance.low needs a threshold (credits)' });
    if (!low && v.threshold !== undefined) ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'Invalid request|threshold goes with the balance.low event only' });
  });
export type CreateWebhookRequest = z.output<typeof createWebhookSchema>;
