/**
 * Everything of one end user (`subject`, docs/subjects.md) in an account (its record of PUT
 * /v1/subjects/{subject} too): found for the export
 * of one subject (GET /v1/account/export?subject=) and deleted by DELETE /v1/subjects/{subject},
 * as the account's export and deletion do for a whole account (shared/accounts/self-service.ts).
 *
 * A record is the subject's when it was saved with the subject, or when it was made from one of
 * the subject's blueprints (a horoscope of it, a relationship with it as one of the people, a
 * conversation about it, whatever subject they were saved with: they carry the person's data;
 * a `transit.exact` webhook following one of them, with its deliveries).
 * Generic over the owner tables (OWNER_TABLES): each is read query page by page in the account's
 * own partition (never a scan) and only the subject's items are kept. With them go the
 * Idempotency-Key records their creation kept (the first answer, e.g. the whole blueprint) and the
 * records of every request that named one of the subject's blueprints (noted under the
 * blueprint): a replay afterwards runs again instead of answering the deleted data.
 *
 * Order of the deletion: the records made from the subject's blueprints first, the blueprints
 * last, so a deletion that fails half-way leaves the blueprints that identify the rest and can be
 * repeated (idempotent: a second one finds nothing and answers zeros).
 */
import type { Deps } from '../deps';
import { idempotencyRecords } from '../store/idempotency-records';
import { exportedRecords, OWNER_TABLES, ownerData, recordIdsIn, type Item } from '../store/owner-data';
import type { TableId } from '../store/tables';
import { subjectStore } from '../subjects/store';
import { relationshipForSubject } from '../relationships/index';
import { sectionOf } from './self-service';

const CONTENT = 'content#';
/** Sort keys of the relationships table's link items: `bp#<blueprint>#<relationship>` (shared/relationships/store.ts). */
const LINK = /^bp#([^#]+)#(.+)$/;

const personKey = (name: unknown, date: unknown, time: unknown): string => JSON.stringify([name, date, time]);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The saved blueprints an item names: its own `blueprintId`, those of its people and of its turns. */
const blueprintsNamed = (it: Item): string[] => {
  const out: string[] = [];
  const add = (v: unknown): void => {
    if (typeof v === 'string' && v !== '') out.push(v.startsWith(CONTENT) ? v.slice(CONTENT.length) : v);
  };
  add(it.blueprintId);
  for (const list of [it.people, it.turns]) if (Array.isArray(list)) for (const x of list) add((x as Item | null)?.blueprintId);
  return out;
};

/** Whether a delivery's event (on an endpoint of many subjects, `subjects`) is about one of the blueprints. */
const deliveryNames = (it: Item, blueprintIds: ReadonlySet<string>): boolean => {
  const body = it.body;
  if (typeof body !== 'string') return false;
  for (const id of blueprintIds) if (body.includes(JSON.stringify(id))) return true;
  return false;
};

export interface SubjectItems {
  /** The subject's blueprints (ids). */
  blueprintIds: Set<string>;
  /** The subject's items per owner table, as stored. */
  items: Map<TableId, Item[]>;
}

/** Every item of the subject in the owner tables of the account (see the header). */
export const subjectItems = async (deps: Pick<Deps, 'config'>, ownerId: string, subject: string): Promise<SubjectItems> => {
  const owner = ownerData(deps);
  const blueprintIds = new Set<string>();
  const items = new Map<TableId, Item[]>();
  // the webhooks that follow one of the subject's blueprints (transit.exact): their deliveries are the subject's too
  const webhookIds = new Set<string>();
  // the blueprints first: the other tables' records are the subject's when made from one of them
  const order = [...OWNER_TABLES].sort((a, b) => Number(b.id === 'blueprints') - Number(a.id === 'blueprints'));
  for (const t of order) {
    const sk = t.sortKey?.name;
    const kept: Item[] = [];
    const links: Item[] = [];
    const keptIds = new Set<string>();
    for await (const page of owner.pages(t.id, ownerId)) {
      for (const it of page) {
        const key = sk ? str(it[sk]) ?? '' : '';
        if (typeof it.linkOf === 'string') {
          links.push(it);
          continue;
        }
        if (t.id === 'blueprints') {
          // the summary carries the subject; its content item (`content#<id>`) does not: matched once every summary is known
          if (key.startsWith(CONTENT)) links.push(it);
          else if (it.subject === subject) {
            blueprintIds.add(key);
            kept.push(it);
          }
          continue;
        }
        if (it.subject === subject || blueprintsNamed(it).some((b) => blueprintIds.has(b)) || (t.id === 'webhookDeliveries' && (webhookIds.has(String(it.webhookId)) || deliveryNames(it, blueprintIds)))) {
          kept.push(it);
          keptIds.add(key);
          if (t.id === 'webhooks') webhookIds.add(key);
        }
      }
    }
    for (const it of links) {
      const key = sk ? str(it[sk]) ?? '' : '';
      if (t.id === 'blueprints') {
        if (blueprintIds.has(key.slice(CONTENT.length))) kept.push(it);
        continue;
      }
      const link = LINK.exec(key);
      if (keptIds.has(String(it.linkOf)) || (link && blueprintIds.has(link[1]!))) kept.push(it);
    }
    items.set(t.id, kept);
  }
  return { blueprintIds, items };
};

export interface SubjectDeletionReport {
  subject: string;
  deleted: true;
  /** Records deleted per export section (blueprints, horoscopes, relationships, conversations) and the Idempotency-Key records. */
  recordsDeleted: Record<string, number>;
}

/** Deletes everything of the subject in the account (see the header); zeros when there is nothing. */
export const deleteSubject = async (deps: Pick<Deps, 'config'>, ownerId: string, subject: string): Promise<SubjectDeletionReport> => {
  const owner = ownerData(deps);
  const idem = idempotencyRecords(deps);
  const { blueprintIds, items } = await subjectItems(deps, ownerId, subject);
  const recordsDeleted: Record<string, number> = {};
  let records = 0;
  const tables = [...items.keys()].sort((a, b) => Number(a === 'blueprints') - Number(b === 'blueprints'));
  for (const table of tables) {
    const list = items.get(table)!;
    if (table === 'blueprints') {
      // the records of every request that named one of the blueprints (saved or not), before the blueprints
      for (const id of blueprintIds) await idem.forgetBlueprint(ownerId, id);
    }
    const ids = recordIdsIn(list);
    await idem.forget(ids);
    records += ids.length;
    // the subject's own record gives its slot of the account's limit back (shared/subjects/store.ts)
    if (table === 'subjects') for (const it of list) await subjectStore(deps).remove(ownerId, String(it.subject));
    else await owner.remove(table, list);
    recordsDeleted[sectionOf(table)] = exportedRecords(table, list).length;
  }
  recordsDeleted.idempotencyRecords = records;
  return { subject, deleted: true, recordsDeleted };
};

/**
 * The export of one subject as JSON text, in pieces: `{exportedAt, accountId, subject,
 * blueprints, horoscopes, relationships, conversations}`, each record as the account's export shows
 * it, but a relationship's other person (not made from one of the subject's blueprints, and not
 * the very person of one of them) reduced to a label, with only the relationship's results
 * (`relationshipForSubject`). The account's keys and ledger are the account's, not the subject's: left out.
 */
export async function* exportSubjectJson(deps: Pick<Deps, 'config'>, accountId: string, subject: string, now: Date): AsyncGenerator<string, void, undefined> {
  const { items, blueprintIds } = await subjectItems(deps, accountId, subject);
  // the subject's own person of a relationship: made from one of its blueprints, or the very person of one (name and birth moment)
  const own = new Set((items.get('blueprints') ?? []).map((b) => personKey(b.fullName, b.birthDate, b.birthTime)));
  const isSubject = (p: Item): boolean => (typeof p.blueprintId === 'string' && blueprintIds.has(p.blueprintId)) || own.has(personKey(p.name, p.birthDate, p.birthTime));
  yield JSON.stringify({ exportedAt: now.toISOString(), accountId, subject }).slice(0, -1);
  for (const t of OWNER_TABLES) {
    const all = exportedRecords(t.id, items.get(t.id) ?? []);
    // the other person of a relationship is not the subject's data: reduced to a label and the results
    const records = t.id === 'relationships' ? all.map((r) => relationshipForSubject(r, isSubject)) : all;
    yield `,${JSON.stringify(sectionOf(t.id))}:[${records.map((r) => JSON.stringify(r)).join(',')}]`;
  }
  yield '}';
}
