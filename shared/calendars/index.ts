/**
 * The calendars room's face to the other rooms (docs/architecture.md): the exact transits of a
 * person over a window (the webhooks' producers plan with them) and a stored person's description.
 */
export { exactTransits, type CalendarPerson } from './events';
export { personOf } from './service';
