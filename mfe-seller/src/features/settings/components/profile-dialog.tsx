import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { profileSchema } from '@cardbridge/contracts';
import type { ProfileInput, ProfileRequest } from '@cardbridge/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@cardbridge/ui';
import type { CurrentUser } from '@cardbridge/web-kit';
import { useUpdateProfile } from '../api/update-profile';
import { Field } from './field';
import { notifyFailure, notifySuccess } from './notify';

interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: CurrentUser;
}

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

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      notifySuccess('Profile updated successfully');
      onOpenChange(false);
    } catch (error) {
      notifyFailure(error, 'Failed to update profile');
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
          <Field
            id="profile-first-name"
            label="First Name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            id="profile-last-name"
            label="Last Name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <Field
            id="profile-email"
            label="Email"
            type="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Field
            id="profile-phone"
            label="Phone Number"
            type="tel"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
