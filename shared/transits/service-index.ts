/**
 * The public face of the transits service (its core's is index.ts): what other rooms' services may
 * call of it. The calendar feeds cast a saved blueprint's natal frame with it, as POST /v1/transits does.
 */
export { blueprintSource, type StoredBlueprint } from './source';
