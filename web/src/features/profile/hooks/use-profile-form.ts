import { useState } from 'react';
import { leadMessageKey } from '../../../../../shared/leads/lead-messages';
import {
  profileDocumentSchema,
  type ProfileDocument,
} from '../../../../../shared/sync/profile-document';
import { jsonEqual } from '../../../../../shared/sync/json-equal';
import { type MessageId } from '../../../i18n/messages';
import { useSyncedDocument, type CollectionStatus } from '../../../sync/sync-hooks';
import { NOT_DRAFTED, type ProfileField } from '../profile-fields';

/** Message ids of the invalid fields, by path (`phone`, `languages.0.language`). */
export type ProfileErrors = Record<string, MessageId>;

export type SavePhase = 'idle' | 'saved' | 'failed';

export interface ProfileForm {
  status: CollectionStatus;
  /** The saved profile with this form's unsaved edits on top. */
  values: ProfileDocument | undefined;
  errors: ProfileErrors;
  phase: SavePhase;
  dirty: boolean;
  edit<F extends ProfileField>(field: F, value: ProfileDocument[F]): void;
  /** Validates the form's fields with the shared schema and saves them to the synced profile. */
  submit(): Promise<void>;
  /** Saves one field at once (the picture after its upload). */
  saveNow(patch: Partial<ProfileDocument>): Promise<void>;
}

function messageIdOf(message: string): MessageId {
  const key = leadMessageKey(message);
  return key ? `leads.error.${key}` : 'leads.error.invalidFormat';
}

/**
 * One form over some fields of the synced profile; `identityEmail` is the signed-in user's
 * address from the identity provider. Only the fields the user edited are held
 * here; the others show the profile as it is now (another device's change included), and a save
 * writes this form's fields only, so the field-level merge keeps the rest.
 */
export function useProfileForm(
  fields: readonly ProfileField[],
  identityEmail: string,
): ProfileForm {
  const { document, status, save } = useSyncedDocument('profile');
  const [draft, setDraft] = useState<Partial<ProfileDocument>>({});
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [phase, setPhase] = useState<SavePhase>('idle');
  // The server stamps the e-mail on the first save; until then it is the login's.
  const values = document && { ...document, email: document.email || identityEmail, ...draft };
  const drafted = fields.filter((field) => !NOT_DRAFTED.includes(field));

  // A saved edit stays in the draft until the local database shows it (so the field never
  // flashes its old value), then the form follows the document again (React's "adjust state
  // while rendering" pattern: no extra effect pass).
  const landed =
    phase === 'saved' &&
    document !== undefined &&
    Object.keys(draft).length > 0 &&
    Object.entries(draft).every(([field, value]) =>
      jsonEqual(document[field as ProfileField], value),
    );
  if (landed) setDraft({});

  const edit = <F extends ProfileField>(field: F, value: ProfileDocument[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setPhase('idle');
  };

  const write = async (patch: Partial<ProfileDocument>) => {
    try {
      await save(patch);
      setPhase('saved');
    } catch (error) {
      console.error('[profile] the change was not saved', error);
      setPhase('failed');
    }
  };

  const submit = async () => {
    if (!values) return;
    const mask = Object.fromEntries(drafted.map((field) => [field, true])) as Record<
      ProfileField,
      true
    >;
    const own = Object.fromEntries(drafted.map((field) => [field, values[field]]));
    const parsed = profileDocumentSchema.pick(mask).safeParse(own);
    if (!parsed.success) {
      const found: ProfileErrors = {};
      for (const issue of parsed.error.issues)
        found[issue.path.join('.')] ??= messageIdOf(issue.message);
      setErrors(found);
      setPhase('idle');
      return;
    }
    setErrors({});
    // The saved values as stored (trimmed), so the draft matches the document once it lands.
    setDraft(parsed.data as Partial<ProfileDocument>);
    await write(parsed.data as Partial<ProfileDocument>);
  };

  return {
    status,
    values,
    errors,
    phase,
    dirty: Object.keys(draft).length > 0,
    edit,
    submit,
    saveNow: write,
  };
}
