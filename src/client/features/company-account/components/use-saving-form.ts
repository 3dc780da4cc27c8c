import { useForm, type UseFormReturnType } from '@mantine/form';
import { toastSuccess } from '#client/lib/toasts';
import { serverFieldErrors } from '../lib/form-errors';

/**
 * A section's form: checked on input and on blur (spec §5 "Field behaviour") with `validate`;
 * `save` runs on submit, then the success toast and the form shows what the server stored
 * (`stored`, e.g. an e-mail lower-cased, a web address with its https://), or the server's field
 * errors land on their fields (the API client has already toasted the message).
 */
export function useSavingForm<V extends Record<string, unknown>, R = unknown>(options: {
  initial: V;
  validate: (values: V) => Record<string, string>;
  save: (values: V) => Promise<R>;
  stored?: (answer: R) => V;
  saved: string;
}): { form: UseFormReturnType<V>; submit: (event?: React.FormEvent<HTMLFormElement>) => void } {
  const form = useForm<V>({
    initialValues: options.initial,
    validate: options.validate,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const answer = await options.save(values);
      toastSuccess(options.saved);
      const next = options.stored ? options.stored(answer) : values;
      form.setValues(next);
      form.resetDirty(next);
    } catch (error) {
      const errors = serverFieldErrors(error);
      if (errors) form.setErrors(errors);
    }
  });
  return { form, submit };
}
