/** The language room: the list, negotiation (./languages) and the translation tables (./labels, ./messages). */
export * from './languages';
export * from './advisor';
export { localizeHumanDesign } from './present';
