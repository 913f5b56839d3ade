import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { profileSchema } from '@cardbridge/contracts';
import type { ProfileInput, ProfileRequest } from '@cardbridge/contracts';
import { FormDialog, FormFields } from '@cardbridge/ui';
import type { FieldDescription } from '@cardbridge/ui';
import type { CurrentUser } from '@cardbridge/web-kit';
import { useUpdateProfile } from '../api/update-profile';
import { saveWithToast } from './save-with-toast';

interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
}

const fields: FieldDescription<keyof ProfileInput>[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
];

/** Edit profile: first and last name, email, optional phone number. */
export function ProfileDialog({ open, onOpenChange, user }: ProfileDialogProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileRequest>({ resolver: zodResolver(profileSchema) });

  useEffect(() => {
    if (open) {
      reset({
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email ?? '',
        phoneNumber: user.phoneNumber ?? '',
      });
    }
  }, [open, user, reset]);

  const onSubmit = handleSubmit((input) =>
    saveWithToast(
      () => update.mutateAsync(input),
      {
        success: ({ pendingEmail }) =>
          pendingEmail
            ? `Profile updated. We sent a link to ${pendingEmail}: open it to use that address.`
            : 'Profile updated successfully',
        failure: 'Failed to update profile',
      },
      () => onOpenChange(false),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Profile"
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormFields
        idPrefix="profile"
        fields={fields}
        bind={(name) => register(name)}
        errorFor={(name) => errors[name]?.message}
      />
    </FormDialog>
  );
}
