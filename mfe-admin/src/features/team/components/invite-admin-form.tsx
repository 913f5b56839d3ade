import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  teamInvitationSchema,
  type TeamInvitationAnswer,
  type TeamInvitationInput,
  type TeamInvitationRequest,
} from '@cardbridge/contracts';
import { Alert, AlertDescription, Button, FormFields, Label } from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { useInviteAdmin } from '../api/invite-admin';
import { InvitationLink } from './invitation-link';
import { RoleSelect } from './role-select';

const fields: FieldDescription<'username' | 'email'>[] = [
  { name: 'username', label: 'Username', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
];

const empty: TeamInvitationInput = { username: '', email: '', role: 'reviewer' };

/** Invite an admin by username, email and role; the link is shown once (docs/product.md#admin-team). */
export function InviteAdminForm() {
  const invite = useInviteAdmin();
  const [sent, setSent] = useState<TeamInvitationAnswer & { username: string; email: string }>();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TeamInvitationInput, unknown, TeamInvitationRequest>({
    resolver: zodResolver(teamInvitationSchema),
    defaultValues: empty,
  });

  const onSubmit = handleSubmit(async (invitation) => {
    setSent(undefined);
    try {
      const answer = await invite.mutateAsync(invitation);
      setSent({ ...answer, username: invitation.username, email: invitation.email });
      reset(empty);
    } catch {
      // Shown below the form from the mutation's error.
    }
  });

  return (
    <section aria-labelledby="invite-admin-heading" className="flex flex-col gap-4">
      <h3 id="invite-admin-heading" className="text-lg font-semibold">
        Invite an admin
      </h3>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start"
        onSubmit={(event) => void onSubmit(event)}
      >
        <FormFields
          idPrefix="invite"
          fields={fields}
          bind={(name) => register(name)}
          errorFor={(name) => errors[name]?.message}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor="invite-role">Role</Label>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <RoleSelect
                id="invite-role"
                className="w-full"
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        </div>
        <Button type="submit" disabled={isSubmitting} className="sm:mt-[1.375rem]">
          {isSubmitting ? 'Inviting...' : 'Send invitation'}
        </Button>
      </form>
      {invite.error && (
        <Alert variant="destructive">
          <AlertDescription>
            {errorMessageFor(invite.error, 'The invitation could not be sent.')}
          </AlertDescription>
        </Alert>
      )}
      {sent && <InvitationLink invitation={sent} onDismiss={() => setSent(undefined)} />}
    </section>
  );
}
