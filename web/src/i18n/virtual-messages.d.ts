/** The modules tools/build/message-chunks.ts generates from the locale files. */

declare module 'virtual:messages/*' {
  import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  /** One language's messages of one area, parsed. */
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}

declare module 'virtual:message-loaders' {
  import { type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

  /** `messageLoaders[language][area]()` loads that area's messages in that language. */
  export const messageLoaders: Readonly<
    Record<
      string,
      Readonly<Record<string, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>>
    >
  >;
}
