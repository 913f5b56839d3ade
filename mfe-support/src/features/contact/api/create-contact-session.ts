import { useMutation } from '@tanstack/react-query';
import {
  contactFullMessage,
  contactSessionResponseSchema,
  type ContactForm,
  type ContactSessionResponse,
} from '@cardbridge/contracts';
import { requestJson } from '@cardbridge/web-kit';

/** POST /api/contact: opens a contact session; the answer names the chat to go to. */
export function createContactSession(form: ContactForm): Promise<ContactSessionResponse> {
  return requestJson('POST', '/api/contact', contactSessionResponseSchema, {
    ...form,
    fullMessage: contactFullMessage(form),
  });
}

export function useCreateContactSession() {
  return useMutation({ mutationFn: createContactSession });
}
