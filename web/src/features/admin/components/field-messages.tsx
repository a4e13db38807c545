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
