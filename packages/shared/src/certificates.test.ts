import { describe, expect, it } from 'vitest';
import { messages } from '../test/messages';
import {
  addDays,
  isCertificateExpired,
  EXPIRY_NOT_FUTURE,
  INVALID_DATE,
  INVALID_STATUS,
  reviewCertificateSchema,
  todayInBrazil,
} from './certificates';
import { REQUIRED_FIELD } from './text-fields';

describe('reviewCertificateSchema', () => {
  it('takes a verification until a future date', () => {
    const expiresAt = addDays(todayInBrazil(), 1);
    expect(reviewCertificateSchema.parse({ status: 'verified', expiresAt })).toEqual({
      status: 'verified',
      expiresAt,
    });
  });

  it('refuses today, past, impossible and missing dates on expiresAt', () => {
    const parse = (expiresAt: unknown) =>
      messages(reviewCertificateSchema.safeParse({ status: 'verified', expiresAt }));
    expect(parse(todayInBrazil())).toEqual({ expiresAt: EXPIRY_NOT_FUTURE });
    expect(parse('2020-01-01')).toEqual({ expiresAt: EXPIRY_NOT_FUTURE });
    expect(parse('2099-02-30')).toEqual({ expiresAt: INVALID_DATE });
    expect(parse('31/12/2099')).toEqual({ expiresAt: INVALID_DATE });
    expect(parse('')).toEqual({ expiresAt: REQUIRED_FIELD });
    expect(parse(undefined)).toEqual({ expiresAt: REQUIRED_FIELD });
  });

  it('requires a reason to reject', () => {
    expect(
      messages(reviewCertificateSchema.safeParse({ status: 'rejected', reason: '  ' })),
    ).toEqual({ reason: REQUIRED_FIELD });
    expect(reviewCertificateSchema.parse({ status: 'rejected', reason: ' Ilegível ' })).toEqual({
      status: 'rejected',
      reason: 'Ilegível',
    });
  });

  it('refuses another state', () => {
    expect(messages(reviewCertificateSchema.safeParse({ status: 'pending' }))).toEqual({
      status: INVALID_STATUS,
    });
  });
});

describe('dates', () => {
  it('counts days across months and years', () => {
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-01-31', 30)).toBe('2028-03-01');
  });

  it('reads today in Brasília, three hours behind UTC', () => {
    expect(todayInBrazil(new Date('2027-01-01T02:59:00Z'))).toBe('2026-12-31');
    expect(todayInBrazil(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });
});

describe('isCertificateExpired', () => {
  const verified = { status: 'verified', expiresAt: '2027-10-31' } as const;

  it('flags a verified certificate once its last valid day has passed in Brasília', () => {
    expect(isCertificateExpired(verified, '2027-10-31')).toBe(false);
    expect(isCertificateExpired(verified, '2027-11-01')).toBe(true);
  });

  it('never flags a pending or rejected one', () => {
    expect(isCertificateExpired({ status: 'pending', expiresAt: null }, '2030-01-01')).toBe(false);
    expect(isCertificateExpired({ status: 'rejected', expiresAt: null }, '2030-01-01')).toBe(false);
  });
});
