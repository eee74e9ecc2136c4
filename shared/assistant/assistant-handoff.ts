/**
 * Asking for a person: phrases in the six languages that send the conversation to an advisor at
 * once, whatever else the question says. The widget's "Talk to a human advisor" button sends the
 * choice `handoff` instead.
 */
import { normaliseSearchText } from '../catalog/search-text';

export const HANDOFF_CHOICE = 'handoff';

const PHRASES = [
  'human',
  'real person',
  'talk to an advisor',
  'speak to an advisor',
  'talk to someone',
  'speak to someone',
  'talk to a person',
  'live agent',
  'insanla',
  'gerçek bir kişi',
  'temsilci',
  'danışmanla konuşmak',
  'danışmanla görüşmek',
  'humano',
  'persona real',
  'hablar con un asesor',
  'hablar con alguien',
  'humain',
  'vraie personne',
  'parler à un conseiller',
  'parler à quelqu',
  '人工',
  '真人',
  '转人工',
  '和顾问聊',
  '跟顾问',
  'شخص حقيقي',
  'موظف',
  'التحدث مع مستشار',
  'أتحدث مع مستشار',
  'اكلم مستشار',
  'إنسان',
].map(normaliseSearchText);

export function asksForAdvisor(question: string): boolean {
  const text = ` ${normaliseSearchText(question)} `;
  return PHRASES.some((phrase) =>
    /\p{Script=Han}/u.test(phrase) ? text.includes(phrase) : text.includes(` ${phrase}`),
  );
}
