/**
 * The query parameter that opens the chat widget on any page (`/?chat=open`): the advisor's reply
 * e-mail links to it, and the widget reopens the visitor's conversation in the browser they
 * wrote from. Kept free of imports: the toggle that reads it is part of every first visit.
 */
export const OPEN_CHAT_PARAM = 'chat';
export const OPEN_CHAT_VALUE = 'open';
