/**
 * The public face of the relationships service (its core's is index.ts): what other rooms' services
 * may call of it. The image routes of two people read their people with it.
 */
export { resolvePeople, type ResolvedPerson } from './create';
