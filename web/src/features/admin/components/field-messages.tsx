import type { ZodType } from 'zod';
import { contractMessage } from '../../../lib/contract-messages';

/**
 * The admin forms check what they send with the contract's own request schemas before sending, so
 * a message under a field is the one the server would give, in the interface language (and the
 * server checks again).
 */

/** The first message for each part of the input, keyed by its path: `price`, `featuredVideoIds.2`, `playlists.0.name`. */
export function schemaMessages(schema: ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= contractMessage(issue.message);
  return messages;
}

/** aria attributes tying an input to its hint and message. */
export function described(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The hint under a field, and its message when it has one. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field-error">
          {error}
        </p>
      )}
    </>
  );
}
