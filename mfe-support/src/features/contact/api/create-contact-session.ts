import { useMutation } from '@tanstack/react-query';
import { contactFullMessage } from '@cardbridge/contracts';
import type { ContactForm, ContactSessionResponse } from '@cardbridge/contracts';
import { apiRequest } from '@cardbridge/web-kit';

/** POST /api/contact: opens a contact session; the answer names the chat to go to. */
export async function createContactSession(form: ContactForm): Promise<ContactSessionResponse> {
  const response = await apiRequest('POST', '/api/contact', {
    ...form,
    fullMessage: contactFullMessage(form),
  });
  return (await response.json()) as ContactSessionResponse;
}

export function useCreateContactSession() {
  return useMutation({ mutationFn: createContactSession });
}
