/** What a bot-check widget reports: working on a proof, a proof, or none (to tick, expired, failed). */
export interface ProofSink {
  pending(): void;
  ready(proof: string): void;
  none(): void;
}

type SlotState = { status: 'pending' } | { status: 'ready'; proof: string } | { status: 'none' };

/**
 * The latest proof of a form's bot-check widget, read when the visitor sends. A send pressed while
 * the widget is still solving waits for it instead of failing, so an automatic check never slows
 * the visitor down more than the solving itself.
 */
export class ProofSlot implements ProofSink {
  private state: SlotState = { status: 'pending' };
  private waiters: ((proof: string | undefined) => void)[] = [];

  /** `onProof` runs whenever a proof arrives (the form clears its "please complete" message). */
  constructor(private readonly onProof: () => void = () => undefined) {}

  pending(): void {
    this.state = { status: 'pending' };
  }

  ready(proof: string): void {
    this.settle({ status: 'ready', proof });
    this.onProof();
  }

  none(): void {
    this.settle({ status: 'none' });
  }

  /** The proof to send, undefined when there is none; waits while the widget is still working. */
  settled(): Promise<string | undefined> {
    if (this.state.status === 'pending') {
      return new Promise((resolve) => this.waiters.push(resolve));
    }
    return Promise.resolve(this.state.status === 'ready' ? this.state.proof : undefined);
  }

  private settle(state: Exclude<SlotState, { status: 'pending' }>): void {
    this.state = state;
    const proof = state.status === 'ready' ? state.proof : undefined;
    for (const resolve of this.waiters.splice(0)) resolve(proof);
  }
}
