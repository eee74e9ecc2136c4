import { ProofSlot } from './proof-slot';

describe(ProofSlot.name, () => {
  it('waits while the widget is solving, then answers its proof', async () => {
    const slot = new ProofSlot();
    const answer = slot.settled();
    slot.ready('proof-1');
    await expect(answer).resolves.toBe('proof-1');
    await expect(slot.settled()).resolves.toBe('proof-1');
  });

  it('answers undefined once the widget has no proof (to tick, expired or failed)', async () => {
    const slot = new ProofSlot();
    const answer = slot.settled();
    slot.none();
    await expect(answer).resolves.toBeUndefined();
    slot.ready('proof-2');
    slot.pending();
    const next = slot.settled();
    slot.none();
    await expect(next).resolves.toBeUndefined();
  });

  it('tells the form when a proof arrives', () => {
    const onProof = jest.fn();
    const slot = new ProofSlot(onProof);
    slot.none();
    expect(onProof).not.toHaveBeenCalled();
    slot.ready('proof-3');
    expect(onProof).toHaveBeenCalledTimes(1);
  });
});
