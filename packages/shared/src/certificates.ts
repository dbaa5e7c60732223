/** A certificate's review (DESIGN §8): pending on upload, then verified until a date, or rejected. */
export const CERTIFICATE_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
