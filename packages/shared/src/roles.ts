export const roles = ['DRIVER', 'GOVERNMENT', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/** The roles one may choose at sign-up; ADMIN is never chosen (`npm run create-admin` makes admins). */
export const signUpRoles = ['DRIVER', 'GOVERNMENT'] as const satisfies readonly Role[];
export type SignUpRole = (typeof signUpRoles)[number];

/** A GOVERNMENT account waits for an ADMIN's decision; other accounts are approved at once. */
export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
