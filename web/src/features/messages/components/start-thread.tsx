import { FormattedMessage, useIntl } from 'react-intl';
import { isSupportedLanguage } from '../../../../../shared/i18n/languages';
import { useMessageSync } from '../hooks/use-message-sync';
import { ComposeBox } from './compose-box';

interface StartThreadProps {
  online: boolean;
  timeZone: string;
  onStarted: (id: string) => void;
}

/**
 * "Start a conversation with an advisor": the first message opens a thread with the advisors in
 * the student's language and time zone. Starting one needs the server (it makes the thread), so
 * offline the box waits.
 */
export function StartThread({ online, timeZone, onStarted }: StartThreadProps) {
  const intl = useIntl();
  const { sync } = useMessageSync();
  const language = isSupportedLanguage(intl.locale) ? intl.locale : 'en';
  return (
    <section
      aria-labelledby="start-thread-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800"
    >
      <h2
        id="start-thread-title"
        className="text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        <FormattedMessage id="messages.start.heading" />
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <FormattedMessage id={online ? 'messages.start.hint' : 'messages.start.offline'} />
      </p>
      <ComposeBox
        labelId="messages.start.label"
        submitId="messages.start.submit"
        disabled={!sync || !online}
        onSend={async (text, files) => {
          if (!sync) throw new Error('no engine');
          const { id, outcome } = await sync.startThread(text, language, timeZone, files);
          onStarted(id);
          return outcome;
        }}
      />
    </section>
  );
}
