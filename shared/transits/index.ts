/**
 * The transits room's public face (pure): what other rooms may use of it. Its words are its own:
 * another room reads them here, never from transits/words/.
 */
export { TRANSIT_WORDS } from './words/index';
