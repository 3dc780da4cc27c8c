import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TUserPolicy } from '#shared/schemas/company-account';
import { apiRequest } from '#client/lib/api-client';
import { readCookies, setCookie } from '#client/lib/auth-storage';

/**
 * The cookie that records that the viewer accepted the terms (spec §4.3; decision 029): a
 * session cookie for the whole site, value 'true'.
 */
export const TERMS_COOKIE = 'userReadTermsAndConditions';

/** Whether the terms cookie says the viewer has accepted the terms. */
export function hasAcceptedTermsCookie(): boolean {
  return readCookies().get(TERMS_COOKIE) === 'true';
}

/** GET {u}/account/policy/terms_and_conditions: the account's terms (text null when none). */
export function fetchTermsPolicy(userId: number, signal?: AbortSignal): Promise<TUserPolicy> {
  return apiRequest<TUserPolicy>(`/api/v4/user/${userId}/account/policy/terms_and_conditions`, { signal, silent: true });
}

/** Query options of the account's terms policy. */
export function termsPolicyQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['especbook', userId, 'terms'] as const,
    queryFn: ({ signal }) => fetchTermsPolicy(userId, signal),
    staleTime: Infinity,
  });
}

/** Props the terms modal takes from {@link useTermsAcceptance}. */
export type TTermsModalState = {
  opened: boolean;
  /** Reopened from the footer: a close control, no accept button. */
  readOnly: boolean;
  text: string;
  onAccept: () => void;
  onClose: () => void;
};

/** What {@link useTermsAcceptance} answers. */
export type TTermsAcceptance = {
  /** The terms are empty, were accepted before (cookie) or have just been accepted. */
  accepted: boolean;
  /** The policy is still loading (nothing is decided yet). */
  loading: boolean;
  /** The account has terms to show (for the footer's "Review Terms & Conditions"). */
  hasTerms: boolean;
  /** Reopen the terms read-only. */
  reviewTerms: () => void;
  /** Spread into `TermsModal`. */
  modal: TTermsModalState;
};

/**
 * Terms & Conditions acceptance of spec §4.3: loads the account's terms; empty text counts as
 * accepted; otherwise, without the cookie, the modal is open (and the page locked) until
 * "Accept Terms & Conditions" sets the cookie. A policy that cannot be loaded counts as no
 * terms, so that the page stays usable (decision 029).
 */
export function useTermsAcceptance(userId: number): TTermsAcceptance {
  const policy = useQuery(termsPolicyQueryOptions(userId));
  const [acceptedNow, setAcceptedNow] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const text = policy.data?.text?.trim() ? policy.data.text : '';
  const loading = policy.isPending;
  const accepted = !loading && (text === '' || acceptedNow || hasAcceptedTermsCookie());
  return {
    accepted,
    loading,
    hasTerms: text !== '',
    reviewTerms: () => setReviewing(true),
    modal: {
      opened: reviewing || (!loading && !accepted),
      readOnly: reviewing && accepted,
      text,
      onAccept: () => {
        setCookie(TERMS_COOKIE, 'true');
        setAcceptedNow(true);
        setReviewing(false);
      },
      onClose: () => setReviewing(false),
    },
  };
}
