/**
 * Which screens need which messages. Each locale file stays one file per language; the build
 * splits every language's messages into one chunk per area (tools/build/message-chunks.ts), and a
 * screen's lazy loader waits for its areas before it renders (./with-message-areas.ts). Only the
 * site area (header, footer, the home page, page titles) is part of a first visit.
 *
 * A key belongs to the area of its longest listed prefix, matched on whole dot-separated segments
 * (a prefix may be a whole key). A prefix listed nowhere lands in the signed-in area, loaded by the
 * dashboard and admin screens, so a new key never grows the first visit by accident: a key a
 * public page needs gets a rule here.
 */

export const MESSAGE_AREAS = [
  'site',
  'pages',
  'catalog',
  'catalogPhrases',
  'leads',
  'signedIn',
] as const;

export type MessageArea = (typeof MESSAGE_AREAS)[number];

/** The area bundled with the entry (English) and loaded first in every other language. */
export const FIRST_VISIT_AREA: MessageArea = 'site';

/** Where a key with no listed prefix goes. */
export const DEFAULT_MESSAGE_AREA: MessageArea = 'signedIn';

const AREA_BY_PREFIX: Readonly<Record<string, MessageArea>> = {
  // The layout every page shares, the home page, and every page's title.
  a11y: 'site',
  app: 'site',
  common: 'site',
  consent: 'site',
  // The cookie preferences dialog loads its texts with it (features/consent/components).
  'consent.category': 'pages',
  'consent.dialog': 'pages',
  'content.loadFailed': 'site',
  currency: 'site',
  devtools: 'site',
  error: 'site',
  footer: 'site',
  home: 'site',
  language: 'site',
  nav: 'site',
  page: 'site',
  screen: 'site',
  theme: 'site',
  toast: 'site',
  userMenu: 'site',
  // The chat toggle is on every page; its panel loads with the lead forms' messages.
  'assistant.widget.open': 'site',
  assistant: 'leads',
  // The session and guards run in the entry; the password and e-mail forms are the account's. The
  // sign-in error page, a public screen, has the other `auth.error` texts.
  'auth.error': 'pages',
  'auth.error.initialization': 'site',
  'auth.guard': 'site',
  'auth.message': 'site',
  'auth.session': 'site',
  'dashboard.backToSite': 'site',
  // Maintenance mode's banner shows on every public page.
  'flags.maintenanceBanner': 'site',
  // The home page's featured cards and the catalogue notices shown outside the catalogue.
  'catalog.card': 'site',
  'catalog.offline': 'site',
  'catalog.sample': 'site',
  'catalog.tuition': 'site',
  // The header's consultation button and the footer's newsletter field.
  'leads.consultation.title': 'site',
  'leads.dialog': 'site',
  'leads.footer': 'site',
  'leads.newsletter.footerLabel': 'site',
  'leads.newsletter.invalidBody': 'site',
  'leads.newsletter.invalidTitle': 'site',
  'leads.newsletter.placeholder': 'site',
  'leads.newsletter.subscribe': 'site',
  'leads.success.reference': 'site',

  // The other public pages, which load after the home page (web/src/app/routes/public).
  about: 'pages',
  blog: 'pages',
  content: 'pages',
  help: 'pages',
  studyOptions: 'pages',

  // The course list and a program's page.
  catalog: 'catalog',
  // Vocabularies that only a program's page phrases its details with (catalog-phrases.ts).
  'catalog.bestFor': 'catalogPhrases',
  'catalog.career': 'catalogPhrases',
  'catalog.credential': 'catalogPhrases',
  'catalog.module': 'catalogPhrases',
  'catalog.requirement': 'catalogPhrases',
  'catalog.stage': 'catalogPhrases',
  'catalog.tag': 'catalogPhrases',

  // The forms (their pages, dialogs and the outbox).
  contact: 'leads',
  leads: 'leads',
  // Files in a message: the chat widget's (with the leads area) and the signed-in messages'.
  attachments: 'leads',

  // Everything behind a login: listed for the reader, the default would put them there anyway.
  account: 'signedIn',
  admin: 'signedIn',
  auth: 'signedIn',
  dashboard: 'signedIn',
  favorites: 'signedIn',
  idp: 'signedIn',
  notifications: 'signedIn',
  profile: 'signedIn',
  push: 'signedIn',
  settings: 'signedIn',
  sync: 'signedIn',
};

const areaByPrefix = new Map(Object.entries(AREA_BY_PREFIX));

/** The area a message key loads with. */
export function messageAreaOf(key: string): MessageArea {
  let prefix = key;
  for (;;) {
    const area = areaByPrefix.get(prefix);
    if (area) return area;
    const dot = prefix.lastIndexOf('.');
    if (dot < 0) return DEFAULT_MESSAGE_AREA;
    prefix = prefix.slice(0, dot);
  }
}

/** A catalogue cut into its areas (every area present, possibly empty). */
export function splitByArea<Message>(
  messages: Readonly<Record<string, Message>>,
): Record<MessageArea, Record<string, Message>> {
  const areas = Object.fromEntries(MESSAGE_AREAS.map((area) => [area, {}])) as Record<
    MessageArea,
    Record<string, Message>
  >;
  for (const [key, message] of Object.entries(messages)) areas[messageAreaOf(key)][key] = message;
  return areas;
}
