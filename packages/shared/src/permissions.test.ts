import { describe, expect, it } from 'vitest';
import { can, permissionRules, type Permission } from './permissions';

const driver = { role: 'DRIVER', approvalStatus: 'approved' } as const;
const government = { role: 'GOVERNMENT', approvalStatus: 'approved' } as const;
const pending = { role: 'GOVERNMENT', approvalStatus: 'pending' } as const;
const rejected = { role: 'GOVERNMENT', approvalStatus: 'rejected' } as const;
const admin = { role: 'ADMIN', approvalStatus: 'approved' } as const;

describe('permissions', () => {
  it('follows the table', () => {
    const table: Record<Permission, [boolean, boolean, boolean, boolean]> = {
      //                       DRIVER GOV   GOV pending ADMIN
      'pilots:read': [false, true, false, true],
      'pilot-data:write': [true, false, false, false],
      'solicitations:read': [true, true, true, true],
      'solicitations:create': [false, true, false, true],
      'solicitations:manage': [false, true, false, true],
      'communications:send': [false, true, false, true],
      'invitations:answer': [true, false, false, false],
      'solicitations:export': [false, false, false, true],
      'accounts:approve': [false, false, false, true],
      'certificates:review': [false, false, false, true],
      'organizations:manage': [false, false, false, true],
      'audit:read': [false, false, false, true],
    };
    expect(Object.keys(table).sort()).toEqual(Object.keys(permissionRules).sort());
    for (const [permission, expected] of Object.entries(table) as [Permission, boolean[]][]) {
      expect(
        [driver, government, pending, admin].map((u) => can(u, permission)),
        permission,
      ).toEqual(expected);
    }
  });

  it('treats a rejected government account like a pending one', () => {
    expect(can(rejected, 'pilots:read')).toBe(false);
    expect(can(rejected, 'solicitations:read')).toBe(true);
  });

  it('denies anonymous users everything', () => {
    for (const permission of Object.keys(permissionRules) as Permission[]) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });
});
