import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';

/**
 * Whether the row menu offers SB+ ('Clone with specbooks Plus', the action with value 'ibooks'):
 * spec §2 hides it on the user's own (not global) specs and from users without hasSpecbooksPlus.
 */
export function offersSbPlus(spec: Pick<TSpecSpecbook, 'global'>, hasSpecbooksPlus: boolean): boolean {
  return hasSpecbooksPlus && spec.global;
}
