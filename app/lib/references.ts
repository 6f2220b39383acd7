/**
 * Short references people read out over the phone: no 0/O or 1/I to confuse. 32 symbols, so a
 * random byte maps onto them without bias; 6 of them give about a billion references.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;

export const BOOKING_REFERENCE_PREFIX = "SF";
export const ORDER_REFERENCE_PREFIX = "SO";
/** a personal-data rights request, and a complaint's ticket (issue 40) */
const PRIVACY_REQUEST_PREFIX = "PR";
const COMPLAINT_PREFIX = "GR";

/** A new random reference such as "SF-7K3M9Q". Unique only by chance: callers retry on a clash. */
function randomReference(prefix: string): string {
  const bytes = new Uint8Array(REFERENCE_LENGTH);
  crypto.getRandomValues(bytes);
  let code = "";
  for (const byte of bytes) code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return `${prefix}-${code}`;
}

export const newBookingReference = () => randomReference(BOOKING_REFERENCE_PREFIX);
export const newOrderReference = () => randomReference(ORDER_REFERENCE_PREFIX);
export const newPrivacyRequestReference = () => randomReference(PRIVACY_REQUEST_PREFIX);
export const newComplaintTicket = () => randomReference(COMPLAINT_PREFIX);

const referencePattern = (prefix: string) =>
  new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export const BOOKING_REFERENCE_PATTERN = referencePattern(BOOKING_REFERENCE_PREFIX);
export const ORDER_REFERENCE_PATTERN = referencePattern(ORDER_REFERENCE_PREFIX);
