/**
 * The messages on screen: one language, and of it the areas the screens shown so far have asked
 * for (./message-areas.ts). English's site area is bundled with the entry; every other area, and
 * every area of another language, is its own chunk, fetched once and kept. The build hands each
 * chunk over already parsed (tools/build/precompile-messages.ts), so react-intl formats without a
 * parser.
 */
import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import englishSite from 'virtual:messages/en/site';
import { messageLoaders } from 'virtual:message-loaders';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../../shared/i18n/languages';
import type en from '../../../locales/en.json';
import { FIRST_VISIT_AREA, type MessageArea } from './message-areas';

export type MessageId = keyof typeof en;
/** What TypeScript sees of a locale file is its ICU text; what the build delivers is parsed. */
export type Messages = Record<MessageId, MessageFormatElement[]>;

type AreaMessages = Partial<Messages>;

export interface ShownMessages {
  language: LanguageCode;
  messages: Messages;
}

const areaKey = (language: LanguageCode, area: MessageArea) => `${language}/${area}`;

/** Areas already here, for showing them without waiting. */
const arrived = new Map<string, AreaMessages>([
  [areaKey(DEFAULT_LANGUAGE, FIRST_VISIT_AREA), englishSite as AreaMessages],
]);
/** Areas on their way, so each is fetched once however many screens ask. */
const arriving = new Map<string, Promise<AreaMessages>>();

function fetchArea(language: LanguageCode, area: MessageArea): Promise<AreaMessages> {
  const key = areaKey(language, area);
  const here = arrived.get(key);
  if (here) return Promise.resolve(here);
  let pending = arriving.get(key);
  if (!pending) {
    pending = messageLoaders[language]![area]!().then(
      ({ default: messages }) => {
        arrived.set(key, messages as AreaMessages);
        arriving.delete(key);
        return messages as AreaMessages;
      },
      (error: unknown) => {
        // A later request tries again (the connection may be back).
        arriving.delete(key);
        throw error;
      },
    );
    arriving.set(key, pending);
  }
  return pending;
}

/** The areas some screen has needed (only ever grows); a newly chosen language loads them all. */
const wanted = new Set<MessageArea>([FIRST_VISIT_AREA]);
/** The language the user chose, shown as soon as its wanted areas are here. */
let chosen: LanguageCode = DEFAULT_LANGUAGE;
let shown: ShownMessages | null = null;
const listeners = new Set<() => void>();

/**
 * Shows `language` once every wanted area of it is here: at once, without a tick, when they all
 * are (so English paints on the first render), else after fetching the rest. Returns early if
 * another language is chosen meanwhile. Only a change of language is a new `shown`.
 */
async function showWhenLoaded(language: LanguageCode): Promise<void> {
  for (;;) {
    const areas = [...wanted];
    const ready = areas.map((area) => arrived.get(areaKey(language, area)));
    const loaded = ready.every((messages) => messages !== undefined)
      ? (ready as AreaMessages[])
      : await Promise.all(areas.map((area) => fetchArea(language, area)));
    if (language !== chosen) return;
    // A screen asked for another area while these were fetched: fetch it too.
    if (areas.length < wanted.size) continue;
    if (shown?.language === language) {
      // More areas of the language on screen: added in place, without telling the provider. An
      // area only adds keys, so nothing shown changes, and the screens that asked for it render
      // once this resolves; a new messages object re-rendered the whole app, at once (a store
      // change is never a transition), for every area prefetched after the first load.
      Object.assign(shown.messages, ...loaded);
    } else {
      shown = { language, messages: Object.assign({}, ...loaded) as Messages };
      listeners.forEach((listener) => listener());
    }
    return;
  }
}

/**
 * Chooses the language to show. Resolves once it shows; a language that cannot load (offline
 * before its chunks were ever cached) leaves the previous one on screen, or English at the start.
 */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  chosen = language;
  try {
    await showWhenLoaded(language);
  } catch (error) {
    console.error(`[i18n] could not load ${language}`, error);
    if (chosen !== language) return;
    chosen = shown?.language ?? DEFAULT_LANGUAGE;
    if (!shown) await showWhenLoaded(DEFAULT_LANGUAGE);
  }
}

/**
 * Loads `areas` of the chosen language and puts them on screen; a screen's lazy loader awaits
 * this before the screen renders, so its texts never show as raw keys. Never rejects: a failure
 * is logged and the screen renders with what is here.
 */
export async function loadMessageAreas(areas: readonly MessageArea[]): Promise<void> {
  areas.forEach((area) => wanted.add(area));
  for (;;) {
    const language = chosen;
    try {
      await showWhenLoaded(language);
    } catch (error) {
      console.error(`[i18n] could not load ${areas.join(', ')} in ${language}`, error);
      return;
    }
    if (language === chosen) return;
  }
}

/** For useSyncExternalStore: the messages on screen, null before the first language shows. */
export function shownMessages(): ShownMessages | null {
  return shown;
}

export function subscribeToShownMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
