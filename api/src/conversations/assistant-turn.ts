import {
  type AssistantFlowId,
  type AssistantMessage,
  type AssistantReply,
} from '../../../shared/assistant/assistant-contract';
import { answerExpectation } from '../../../shared/assistant/office-hours';
import { type ConversationHead } from './conversation-head';

/** What the assistant's reply changes on the head, and the notice the visitor reads with it. */
export interface AssistantTurn {
  head: ConversationHead;
  notice?: AssistantMessage;
}

/**
 * Applies the engine's reply to the conversation: its state for the next question, a flow it
 * finished, and on a hand-off the context advisors need (status `waiting`, the completed flows,
 * the engine's best guesses) with when the visitor can expect a person, in their own time zone.
 */
export function applyAssistantReply(
  head: ConversationHead,
  reply: AssistantReply,
  advisorTimeZone: string,
  now: Date,
): AssistantTurn {
  const finished = head.assistantState.flow && !reply.state.flow && reply.kind === 'answer';
  const completedFlows: AssistantFlowId[] =
    finished &&
    head.assistantState.flow &&
    !head.completedFlows.includes(head.assistantState.flow.id)
      ? [...head.completedFlows, head.assistantState.flow.id]
      : head.completedFlows;
  const next: ConversationHead = { ...head, assistantState: reply.state, completedFlows };
  if (reply.kind !== 'handoff') return { head: next };
  const notice = answerExpectation(
    now,
    advisorTimeZone,
    head.visitorTimeZone ?? advisorTimeZone,
    head.language,
  );
  if (head.status !== 'assistant') return { head: next, notice };
  return {
    head: {
      ...next,
      status: 'waiting',
      handoff: { at: now, completedFlows, guesses: reply.guesses },
    },
    notice,
  };
}
