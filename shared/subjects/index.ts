/** The subjects room's public face: what other rooms' services may call of it (the image routes that draw a saved subject). */
export { subjectNotFound } from './service';
