import { Description, Field, Label, Switch } from '@headlessui/react';
import { FormattedMessage } from 'react-intl';
import { type MessageId } from '../../i18n/messages';

const switchClass =
  'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600 dark:bg-slate-600';
const knobClass =
  'size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6';

interface NotificationSwitchProps {
  labelId: MessageId;
  helpId: MessageId;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** One notification toggle: a switch named by its label and described by its help text. */
export function NotificationSwitch({
  labelId,
  helpId,
  checked,
  onChange,
}: NotificationSwitchProps) {
  return (
    <Field className="flex items-start justify-between gap-4 py-3">
      <div>
        <Label className="font-medium text-slate-900 dark:text-slate-100">
          <FormattedMessage id={labelId} />
        </Label>
        <Description className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id={helpId} />
        </Description>
      </div>
      <Switch checked={checked} onChange={onChange} className={switchClass}>
        <span className={knobClass} />
      </Switch>
    </Field>
  );
}
