import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, passwordStrength } from './password-strength';

describe('new passwords', () => {
  it("refuses '123456' and other passwords easy to guess, saying why", () => {
    expect(checkPasswordStrength('123456')).toBe(
      'This password is too easy to guess. This is a heavily used password. Add more words or less common characters.',
    );
    expect(checkPasswordStrength('password1')).toMatch(/^This password is too easy to guess\./);
    expect(checkPasswordStrength('qwerty1')).toMatch(/^This password is too easy to guess\./);
  });

  it('accepts a password that is hard to guess', () => {
    expect(checkPasswordStrength('correct horse battery')).toBeUndefined();
    expect(checkPasswordStrength('Tulip-Harbor-58')).toBeUndefined();
  });

  it('scores from 0 to 4 with zxcvbn', () => {
    expect(passwordStrength('123456').score).toBe(0);
    expect(passwordStrength('correct horse battery').score).toBe(4);
  });
});
