import { type KeyboardEvent, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { PROFILE_TAB_NAMES, PROFILE_TABS, type ProfileTab } from '../profile-fields';
import { ProfileFieldsForm } from './profile-fields-form';

interface ProfileTabsProps {
  selected: ProfileTab;
  identityEmail: string;
  onSelect(tab: ProfileTab): void;
}

/**
 * The profile's tabs (spec §2: personal, education, work, languages, study preferences) as an
 * ARIA tab list: Left and Right move between tabs in the reading direction (so in Arabic, Left
 * goes to the next tab), Home and End to the first and last; activation follows focus.
 */
export function ProfileTabs({ selected, identityEmail, onSelect }: ProfileTabsProps) {
  const id = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const last = PROFILE_TAB_NAMES.length - 1;
    const current = PROFILE_TAB_NAMES.indexOf(selected);
    let target: number | undefined;
    if (step) target = (current + step + PROFILE_TAB_NAMES.length) % PROFILE_TAB_NAMES.length;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = last;
    if (target === undefined) return;
    event.preventDefault();
    const tab = PROFILE_TAB_NAMES[target]!;
    onSelect(tab);
    tabs.current[tab]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-labelledby={`${id}-label`}
        onKeyDown={move}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
      >
        <span id={`${id}-label`} className="sr-only">
          <FormattedMessage id="profile.tabs" />
        </span>
        {PROFILE_TAB_NAMES.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${tab === selected ? 'border-indigo-600 text-indigo-700 dark:text-indigo-300' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400'}`}
          >
            <FormattedMessage id={`profile.tab.${tab}`} />
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {/* Each tab is a form of its own; switching tabs starts from the saved profile. */}
        <ProfileFieldsForm
          key={selected}
          fields={PROFILE_TABS[selected]}
          identityEmail={identityEmail}
        />
      </div>
    </div>
  );
}
