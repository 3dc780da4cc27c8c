/**
 * The message for a body that lacks its envelope:
 * envelopeMessage('createSpecbookRequest', 'Specbook') →
 * 'Request body must be {"createSpecbookRequest": {"Specbook": {...}}}.'
 */
export function envelopeMessage(operationKey: string, resourceKey?: string): string {
  const inner = resourceKey === undefined ? '{...}' : `{"${resourceKey}": {...}}`;
  return `Request body must be {"${operationKey}": ${inner}}.`;
}
