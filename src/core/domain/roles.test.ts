import { describe, expect, it } from 'vitest';
import { applyRoleChanges, parseRoleChanges } from './roles';

describe('roles', () => {
  it('[ROLE-01] parses +role / -role words and refuses anything else', () => {
    expect(parseRoleChanges(['+pro', '-specialist'])).toEqual([
      { grant: true, role: 'pro' },
      { grant: false, role: 'specialist' },
    ]);
    for (const word of ['pro', '+owner', '*admin', '+', '']) expect(parseRoleChanges([word])).toBeNull();
  });

  it('applies changes in order, keeps each role once and drops unknown stored roles', () => {
    expect(applyRoleChanges(['user'], parseRoleChanges(['+pro', '+pro', '+admin'])!)).toEqual([
      'user',
      'pro',
      'admin',
    ]);
    expect(applyRoleChanges(['user', 'pro', 'legacy'], parseRoleChanges(['-pro', '+specialist'])!)).toEqual([
      'user',
      'specialist',
    ]);
  });
});
