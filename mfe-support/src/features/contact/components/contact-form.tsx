import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { contactFormSchema } from '@cardbridge/contracts';
import type { ContactForm as ContactFormValues, ContactFormInput } from '@cardbridge/contracts';
import { Button, FormFields, Label, Textarea } from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import { toast } from '@cardbridge/web-kit';
import { useCreateContactSession } from '../api/create-contact-session';

const fields: FieldDescription<'firstName' | 'lastName' | 'email' | 'subject'>[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    className: 'sm:col-span-2',
  },
  { name: 'subject', label: 'Subject', className: 'sm:col-span-2' },
];

/**
 * The contact form (docs/product.md#screens): errors under each field, 'Sending...' while pending, and on
 * success the visitor continues in the live chat of the new session.
 */
export function ContactForm() {
  const navigate = useNavigate();
  const create = useCreateContactSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      const { sessionId } = await create.mutateAsync(form);
      void navigate(`/contact/chat?session=${encodeURIComponent(sessionId)}`);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      });
    }
  });

  const messageError = errors.message?.message;
  return (
    <form
      noValidate
      aria-label="Contact form"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormFields
        idPrefix="contact"
        fields={fields}
        bind={(name) => register(name)}
        errorFor={(name) => errors[name]?.message}
      />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={5}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'contact-message-error' : undefined}
          {...register('message')}
        />
        {messageError && (
          <p id="contact-message-error" role="alert" className="text-sm text-destructive">
            {messageError}
          </p>
        )}
      </div>
      <Button type="submit" className="sm:col-span-2" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
