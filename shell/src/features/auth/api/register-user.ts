import { useMutation } from '@tanstack/react-query';
import { signUpStartedAnswerSchema, type RegisterRequest } from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';

/**
 * POST /api/auth/register: 202 "check your email", whether or not the address has an account
 * (docs/product.md#accounts-and-sessions). The emailed link finishes the sign-up.
 */
export async function registerUser(input: RegisterRequest): Promise<string> {
  const { message } = await requestJson(
    'POST',
    '/api/auth/register',
    signUpStartedAnswerSchema,
    input,
  );
  return message;
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
