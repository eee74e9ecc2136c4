import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type z } from 'zod';
import { type AdvisorSchedule } from '../../../../../shared/sessions/advisor-schedule';
import { callProblems, type FieldErrors, issuesOf } from './schedule-form-errors';

/**
 * Saving one part of the schedule: checked with the API's own schema first, then sent; the field
 * problems either side found are shown by path.
 */
export function useScheduleSave<S extends z.ZodType>(
  schema: S,
  send: (input: z.input<S>) => Promise<AdvisorSchedule>,
  onSaved: (schedule: AdvisorSchedule) => void,
) {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors>(new Map());
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = async (input: z.input<S>) => {
    setSaved(false);
    const checked = schema.safeParse(input);
    if (!checked.success) {
      setErrors(issuesOf(intl, checked.error.issues));
      return;
    }
    setErrors(new Map());
    setSaving(true);
    try {
      onSaved(await send(input));
      setSaved(true);
    } catch (error) {
      setErrors(callProblems(intl, error));
    } finally {
      setSaving(false);
    }
  };
  return { errors, saving, saved, save, formError: errors.get('') };
}
