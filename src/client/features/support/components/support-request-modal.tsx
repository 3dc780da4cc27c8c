import type { ContextModalProps } from '@mantine/modals';
import { SupportRequestForm } from './support-request-form';

/** The signed-in user as the support modals need them (the app hands them in). */
export type TRequester = { id: number; name: string; email: string; roleNames: readonly string[] };

/** Props of the 'support-request' modal body. */
export type TSupportRequestModalProps = ContextModalProps<Record<string, never>> & { user: TRequester };

/** The 'support-request' named modal: the form, prefilled with the user's name and e-mail; closes on success. */
export function SupportRequestModal({ context, id, user }: TSupportRequestModalProps) {
  const close = () => context.closeModal(id);
  return <SupportRequestForm userId={user.id} defaults={{ name: user.name, emailAddress: user.email }} onDone={close} onCancel={close} />;
}
