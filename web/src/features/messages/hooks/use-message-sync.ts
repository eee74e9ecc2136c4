import { useEngineStatus } from '../../../sync/sync-hooks';
import type { MessageSync } from '../../../sync/message-sync';

/** The running engine's messages (undefined while it starts), and whether it failed to start. */
export function useMessageSync(): { sync: MessageSync | undefined; failed: boolean } {
  const status = useEngineStatus();
  return {
    sync: status.kind === 'ready' ? status.engine.messages : undefined,
    failed: status.kind === 'failed',
  };
}
