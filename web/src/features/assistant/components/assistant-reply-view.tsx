import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  type AssistantLabel,
  type AssistantMessage,
  type AssistantReply,
} from '../../../../../shared/assistant/assistant-contract';

type Format = ReturnType<typeof useIntl>['formatMessage'];

const say = (format: Format, message: AssistantMessage) =>
  format({ id: message.key as never }, message.values);
const label = (format: Format, value: AssistantLabel) =>
  'text' in value ? value.text : say(format, value);

/** The engine's reply: text, checklist, programme cards, cited sources, or choices as buttons. */
export function AssistantReplyView({
  reply,
  onChoose,
}: {
  reply: AssistantReply;
  onChoose: (choiceId: string, text: string) => void;
}) {
  const { formatMessage } = useIntl();
  if (reply.kind !== 'answer') {
    const choices =
      reply.kind === 'flow-step' || reply.kind === 'did-you-mean' ? reply.choices : [];
    return (
      <>
        <p>{say(formatMessage, reply.prompt)}</p>
        {choices.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {choices.map((choice) => (
              <button
                key={choice.id}
                type="button"
                className="rounded-full border border-blue-700 px-3 py-1 text-sm text-blue-800 hover:bg-blue-50 dark:text-blue-200 dark:hover:bg-slate-700"
                onClick={() => onChoose(choice.id, label(formatMessage, choice.label))}
              >
                {label(formatMessage, choice.label)}
              </button>
            ))}
          </div>
        )}
      </>
    );
  }
  return (
    <>
      {reply.message && <p>{say(formatMessage, reply.message)}</p>}
      {reply.text && (
        <p lang={reply.textLanguage} className="whitespace-pre-line">
          {reply.text}
        </p>
      )}
      {reply.checklist.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {reply.checklist.map((item) => (
            <li key={item.key}>{say(formatMessage, item)}</li>
          ))}
        </ul>
      )}
      {reply.programmes.length > 0 && (
        <ul className="mt-2 space-y-2">
          {reply.programmes.map((programme) => (
            <li
              key={programme.slug}
              className="rounded border border-slate-300 p-2 dark:border-slate-600"
            >
              <Link to={`/courses/${programme.slug}`} className="font-semibold underline">
                {programme.title}
              </Link>
              <p className="text-sm">{programme.provider.name}</p>
            </li>
          ))}
        </ul>
      )}
      {reply.link && (
        <p className="mt-1">
          <Link to={reply.link.href} className="underline">
            {say(formatMessage, reply.link.label)}
          </Link>
        </p>
      )}
      <Sources>
        {reply.sources.map((source) => (
          <li key={`${source.type}:${source.id}`}>
            <Link to={source.url} className="underline">
              {source.title}
            </Link>
          </li>
        ))}
      </Sources>
    </>
  );
}

function Sources({ children }: { children: ReactNode }) {
  const { formatMessage } = useIntl();
  return (
    <div className="mt-2 text-sm">
      <p className="font-semibold">{formatMessage({ id: 'assistant.widget.sources' })}</p>
      <ul className="list-disc ps-5">{children}</ul>
    </div>
  );
}
