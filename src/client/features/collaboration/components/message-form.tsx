import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { t } from '#client/lib/i18n';

/** Props of {@link MessageForm}. */
export type TMessageFormProps = {
  /** Label of the text area, e.g. 'Add a comment'. */
  label: string;
  /** Label of the submit button, e.g. 'Post Comment'. */
  submitLabel: string;
  /** The shared rule of the text (trims and answers the spec's messages). */
  schema: z.ZodType<string, string>;
  /** Sends the checked text; answers whether it was saved (the form then empties). */
  onPost: (text: string) => Promise<boolean>;
};

/**
 * A one-field form for a short text (a comment, a note): checked with the shared schema on
 * submit, its first message under the field, emptied once saved.
 */
export function MessageForm({ label, submitLabel, schema, onPost }: TMessageFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(text);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? t(message) : null);
      return;
    }
    setError(null);
    setBusy(true);
    const posted = await onPost(parsed.data);
    setBusy(false);
    if (posted) setText('');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          required
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
