import { type MessageArea } from './message-areas';
import { loadMessageAreas } from './messages';

/**
 * A lazy loader that resolves once its module and its message areas (in the chosen language) are
 * both here, fetched side by side: what it renders never shows a raw message key.
 */
export function withMessageAreas<Module>(
  areas: readonly MessageArea[],
  load: () => Promise<Module>,
): () => Promise<Module> {
  return async () => {
    const [module] = await Promise.all([load(), loadMessageAreas(areas)]);
    return module;
  };
}
