/**
 * The accounts room's face to the other rooms (docs/architecture.md): what a service needs to take
 * payment for its work (the credits port and the paid-work protocol) and the key helpers. The
 * HTTP edge (middleware, caller account) and the store adapters use the room's modules directly.
 */
export { createCreditsService, type CreditsService, type Reservation } from './credits';
export { payForWork, recoveredCredits, requestTimedOut } from './paid-work';
export { hashKey } from './keys';
