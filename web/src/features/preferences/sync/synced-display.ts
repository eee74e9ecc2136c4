/**
 * How a signed-in user's display preferences (Redux, what every screen follows) and the display
 * part of their synced settings document follow each other (issue 11 item 5). The document is the
 * user's truth across devices: a browser whose user never chose takes it when it first shows up
 * (one that chose keeps its choice), and after that a change of the document (another device or
 * tab) is applied here, while a change made here (a header menu, the settings screen) is saved
 * into the document.
 */
import { isCurrency } from '../../../../../shared/catalog/currencies';
import { DEFAULT_CURRENCY } from '../../../../../shared/preferences/display-preferences';
import { jsonEqual } from '../../../../../shared/sync/json-equal';
import { type SettingsDocument } from '../../../../../shared/sync/settings-document';
import { type PreferencesState } from '../preferences-slice';

export type DisplaySettings = SettingsDocument['display'];

/** The preferences as the settings document stores them (an unknown currency as the default). */
export function displayOf(preferences: PreferencesState): DisplaySettings {
  const { language, theme, currency, timezone } = preferences;
  return {
    language,
    theme,
    currency: isCurrency(currency) ? currency : DEFAULT_CURRENCY,
    timeZone: timezone,
  };
}

export function preferencesOf(display: DisplaySettings): PreferencesState {
  const { language, theme, currency, timeZone } = display;
  return { language, theme, currency, timezone: timeZone };
}

/** What the document and this browser held when they last agreed, or when this browser first saw the document. */
export interface DisplaySyncBaseline {
  stored: DisplaySettings;
  local: DisplaySettings;
}

export interface DisplaySyncStep {
  /** The baseline once the step is done; undefined while there is no document. */
  baseline: DisplaySyncBaseline | undefined;
  /** `apply`: replace the preferences with the document's; `save`: write them into it. */
  action: 'none' | 'apply' | 'save';
}

/** The document's display and whether the server has stamped it (its `revision`). */
export interface StoredDisplay {
  display: DisplaySettings;
  confirmed: boolean;
}

/**
 * The baseline the next step starts from. Two new devices of one user may each seed the settings
 * document at the same moment (synced-preferences.tsx); the server keeps one. A device whose
 * unconfirmed seed is replaced by the other's has not seen a change from another device: it sees
 * the account's settings for the first time, so it starts again without a baseline (and, if its
 * user chose, keeps their choice instead of switching language under them).
 */
export function baselineBefore(
  baseline: DisplaySyncBaseline | undefined,
  seenConfirmed: boolean,
  stored: StoredDisplay | undefined,
): DisplaySyncBaseline | undefined {
  const replacedBeforeConfirmed =
    baseline !== undefined &&
    !seenConfirmed &&
    stored?.confirmed === true &&
    !jsonEqual(stored.display, baseline.stored);
  return replacedBeforeConfirmed ? undefined : baseline;
}

/**
 * The next step, given the document's display (undefined while the user has none), the
 * preferences now, the baseline (undefined before this browser first saw the document), and
 * whether this browser holds preferences its user chose (a visitor's menus or an earlier session).
 * A browser that chose keeps its choice when it first sees the document, and neither side is
 * changed; a browser that never chose takes the account's. After that, a change of the document
 * (another device) is applied here, and a change made here is saved into the document; when both
 * changed, the document wins (the other side already merged it).
 */
export function nextDisplaySyncStep(
  stored: DisplaySettings | undefined,
  current: DisplaySettings,
  baseline: DisplaySyncBaseline | undefined,
  keepsOwnChoice: boolean,
): DisplaySyncStep {
  if (!stored) return { baseline, action: 'none' };
  const applied = { baseline: { stored, local: stored }, action: 'apply' } as const;
  const agreed = (step: DisplaySyncStep) =>
    step.action === 'apply' && jsonEqual(stored, current)
      ? { ...step, action: 'none' as const }
      : step;
  if (!baseline) {
    if (keepsOwnChoice) return { baseline: { stored, local: current }, action: 'none' };
    return agreed(applied);
  }
  if (!jsonEqual(stored, baseline.stored)) return agreed(applied);
  if (!jsonEqual(current, baseline.local)) {
    return { baseline: { stored: current, local: current }, action: 'save' };
  }
  return { baseline, action: 'none' };
}
