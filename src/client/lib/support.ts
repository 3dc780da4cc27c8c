import { CONSTANTS } from '#shared/lib/messages';

/** The configured support phone as shown, e.g. '(800) 555-0142'. */
export const SUPPORT_PHONE = CONSTANTS.supportPhone;

/** Label of the support call item: 'Call Us at {phone}'. */
export const CALL_US_LABEL = `Call Us at ${SUPPORT_PHONE}`;

/** The tel: link of the support phone. */
export const SUPPORT_TEL_HREF = `tel:${SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;
