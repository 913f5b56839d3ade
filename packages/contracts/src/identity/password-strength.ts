/**
 * `@cardbridge/contracts/password-strength`: apart from the package's main entry, because the
 * zxcvbn dictionaries weigh about 1.7 MB; the forms load this on demand.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's scale: 0 too guessable ... 4 very unguessable. Below this a new password is refused. */
export const minimumPasswordScore = 2;

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** What makes it weak, in zxcvbn's words ('This is a heavily used password.'). */
  warning?: string;
  /** How to make it stronger. */
  suggestions: string[];
}

let estimator: ZxcvbnFactory | undefined;

/**
 * How hard a password is to guess (zxcvbn-ts with its common and English dictionaries), the same
 * estimate on the forms and in the identity service (docs/product.md#validation). The estimator
 * is built on first use: its dictionaries cost a few milliseconds to index.
 */
export function passwordStrength(password: string): PasswordStrength {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
  });
  const result = estimator.check(password.slice(0, 100));
  return {
    score: result.score,
    warning: result.feedback.warning ?? undefined,
    suggestions: result.feedback.suggestions,
  };
}

/**
 * Why a new password is refused (too easy to guess), or undefined when it is strong enough. The
 * length rules come first (newPasswordField); this is checked on the forms and by the service.
 */
export function checkPasswordStrength(password: string): string | undefined {
  const strength = passwordStrength(password);
  return strength.score < minimumPasswordScore ? weakPasswordMessage(strength) : undefined;
}

/** The message a refused password gets, with what zxcvbn found when it found something. */
export function weakPasswordMessage(strength: PasswordStrength): string {
  const why = strength.warning ? ` ${strength.warning}` : '';
  return `This password is too easy to guess.${why} Add more words or less common characters.`;
}
