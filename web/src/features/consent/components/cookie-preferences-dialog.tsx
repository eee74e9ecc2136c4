import {
  Dialog,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Description,
  Switch,
} from '@headlessui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { type MessageId } from '../../../i18n/messages';
import {
  customizeDismissed,
  customSaved,
  OPTIONAL_CATEGORIES,
  selectConsent,
  type OptionalCategory,
} from '../consent-slice';

/**
 * The picked language and display settings are kept whatever the choice (persist-preferences.ts),
 * so the Necessary text names them and the Preferences text does not claim them.
 */
const CATEGORY_TEXT: Record<OptionalCategory | 'necessary', { label: MessageId; help: MessageId }> =
  {
    necessary: { label: 'consent.category.necessary', help: 'consent.category.necessary.help' },
    analytics: { label: 'consent.category.analytics', help: 'consent.category.analytics.help' },
    marketing: { label: 'consent.category.marketing', help: 'consent.category.marketing.help' },
    preferences: {
      label: 'consent.category.preferences',
      help: 'consent.category.preferences.help',
    },
  };

const switchClass =
  'group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 dark:bg-slate-600 transition data-checked:bg-indigo-600 data-disabled:opacity-60';
const knobClass =
  'size-4 translate-x-1 rounded-full bg-white transition group-data-checked:translate-x-6 rtl:-translate-x-1 rtl:group-data-checked:-translate-x-6';

function CategorySwitch({
  category,
  checked,
  disabled,
  onChange,
}: {
  category: keyof typeof CATEGORY_TEXT;
  checked: boolean;
  disabled?: boolean;
  onChange?: (value: boolean) => void;
}) {
  return (
    <Field disabled={disabled} className="flex items-start justify-between gap-4 py-3">
      <div>
        <Label className="font-medium text-slate-900 dark:text-slate-100">
          <FormattedMessage id={CATEGORY_TEXT[category].label} />
        </Label>
        <Description className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id={CATEGORY_TEXT[category].help} />
        </Description>
      </div>
      <Switch checked={checked} onChange={onChange} className={switchClass}>
        <span className={knobClass} />
      </Switch>
    </Field>
  );
}

/** The cookie preferences dialog: necessary locked on, analytics, marketing and preferences. */
export function CookiePreferencesDialog() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const consent = useSelector(selectConsent);
  const [choice, setChoice] = useState(() => ({
    analytics: consent.preferences.analytics,
    marketing: consent.preferences.marketing,
    preferences: consent.preferences.preferences,
  }));

  return (
    <Dialog open onClose={() => dispatch(customizeDismissed())} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-lg bg-white dark:bg-slate-900 p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            <FormattedMessage id="consent.dialog.title" />
          </DialogTitle>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="consent.dialog.intro" />
          </p>
          <div className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
            <CategorySwitch category="necessary" checked disabled />
            {OPTIONAL_CATEGORIES.map((category) => (
              <CategorySwitch
                key={category}
                category={category}
                checked={choice[category]}
                onChange={(value) => setChoice({ ...choice, [category]: value })}
              />
            ))}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => dispatch(customizeDismissed())}
              className="rounded-md border border-slate-300 dark:border-slate-600 px-4 py-2 text-sm font-semibold text-slate-800 dark:text-slate-200 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              {intl.formatMessage({ id: 'consent.dialog.close' })}
            </button>
            <button
              type="button"
              onClick={() => dispatch(customSaved(choice))}
              className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
            >
              <FormattedMessage id="consent.dialog.save" />
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
