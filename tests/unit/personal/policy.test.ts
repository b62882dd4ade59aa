/**
 * The password policy and the personal fields' rules (contract/password.ts, contract/personal.ts), as the
 * screens show them while the user types: each rule named when broken, none for a good value.
 */
import { describe, expect, it } from 'vitest';
import { passwordIssues } from '../../../contract/password';
import { selfFieldIssue } from '../../../contract/personal';

describe('passwordIssues', () => {
  it('accepts a long enough password of three classes that is neither the account nor common', () => {
    expect(passwordIssues('Ward#Night7', 'nurse01')).toEqual([]);
  });

  it('names every rule broken, in the order the screen lists them', () => {
    expect(passwordIssues('abc', 'nurse01')).toEqual(['length', 'classes']);
    expect(passwordIssues('x'.repeat(33) + 'A1', 'nurse01')).toEqual(['length']);
    expect(passwordIssues('nurse01#A', 'nurse01')).toEqual(['account']);
    expect(passwordIssues('NURSE01#a', 'nurse01')).toEqual(['account']);
    expect(passwordIssues('P@ssw0rd', 'nurse01')).toEqual(['common']);
    expect(passwordIssues('password', 'nurse01')).toEqual(['classes', 'common']);
  });

  it('counts lower, upper, digits and symbols as the four classes', () => {
    expect(passwordIssues('abcdefgh12', 'u')).toEqual(['classes']);
    expect(passwordIssues('abcdefgh1!', 'u')).toEqual([]);
    expect(passwordIssues('ABCDEFGH1a', 'u')).toEqual([]);
  });
});

describe('selfFieldIssue', () => {
  it('checks each field by its spec §5 rule, and takes an empty value as clearing it', () => {
    expect(selfFieldIssue('email', 'lin@example.org')).toBeNull();
    expect(selfFieldIssue('email', 'lin@')).toBe('format');
    expect(selfFieldIssue('landline', '0571-87654321')).toBeNull();
    expect(selfFieldIssue('landline', '13900001111')).toBe('format');
    expect(selfFieldIssue('telePhone', '13900001111')).toBeNull();
    expect(selfFieldIssue('urgentTelePhone', '12345')).toBe('format');
    expect(selfFieldIssue('email', '')).toBeNull();
  });

  it('bounds every field', () => {
    expect(selfFieldIssue('signature', '签'.repeat(100))).toBeNull();
    expect(selfFieldIssue('signature', '签'.repeat(101))).toBe('tooLong');
    expect(selfFieldIssue('postalAddress', 'x'.repeat(201))).toBe('tooLong');
  });
});
