import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { type z } from 'zod';
import { type FieldIssue } from '../../../../../shared/errors/api-error';
import { ApiCallError } from '../../../data/api-client';

export interface AdminForm<Values extends FieldValues, Output = Values> extends UseFormReturn<
  Values,
  unknown,
  Output
> {
  /**
   * Puts a refusal's field issues (a 400's `details`) on the fields it names; answers whether
   * any field took one, so the caller shows a general message otherwise.
   */
  showServerIssues(error: unknown): boolean;
}

function issuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiCallError) || !Array.isArray(error.details)) return [];
  return (error.details as FieldIssue[]).filter(
    (issue) => typeof issue?.field === 'string' && typeof issue.message === 'string',
  );
}

/**
 * An admin form on react-hook-form, validated by the same shared zod schema the API uses, so the
 * browser and the server refuse the same values with the same messages. Fields are checked when
 * left and again on every change after a failed submit; the first invalid field gets focus.
 */
export function useAdminForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): AdminForm<z.input<Schema>, z.output<Schema>> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const showServerIssues = (error: unknown) => {
    const names = Object.keys(defaultValues as object);
    let shown = false;
    for (const issue of issuesOf(error)) {
      const name = issue.field.split('.')[0]!;
      if (!names.includes(name)) continue;
      form.setError(
        name as Path<z.input<Schema>>,
        { message: issue.message },
        { shouldFocus: !shown },
      );
      shown = true;
    }
    return shown;
  };
  return Object.assign(form, { showServerIssues });
}
