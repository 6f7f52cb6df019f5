/**
 * Texts of the tests of the language check: each long enough to be judged (over
 * LANGUAGE_CHECK_MIN_CHARS), written for these tests, one per language the tests need.
 */
export const LONG_TEXT = {
  en: 'Your Sun in Leo in the tenth house gives you a taste for standing in the light and for carrying public responsibility with warmth. People notice you when you lead with your heart.',
  de: 'Ihre Sonne im Löwen im zehnten Haus schenkt Ihnen Freude daran, sichtbar zu sein und öffentliche Verantwortung mit Wärme zu tragen. Andere bemerken Sie, wenn Sie mit dem Herzen vorangehen.',
  fr: 'Votre Soleil en Lion dans la dixième maison vous donne le goût de la lumière et des responsabilités publiques portées avec chaleur. On vous remarque quand vous menez avec le cœur.',
  pt: 'O seu Sol em Leão na casa dez dá-lhe o gosto de estar à luz e de assumir responsabilidades públicas com calor humano. As pessoas reparam em você quando conduz com o coração.',
  hi: 'दसवें भाव में सिंह राशि का आपका सूर्य आपको सबके सामने आने और सार्वजनिक ज़िम्मेदारी को गर्मजोशी से निभाने की इच्छा देता है। जब आप दिल से आगे बढ़ते हैं, तब लोग आपको पहचानते हैं।',
} as const;
