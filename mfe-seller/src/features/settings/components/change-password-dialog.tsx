import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema } from '@cardbridge/contracts';
import type { ChangePasswordInput } from '@cardbridge/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@cardbridge/ui';
import { useChangePassword } from '../api/change-password';
import { Field } from './field';
import { notifyFailure, notifySuccess } from './notify';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Security settings: change the password (current, new, confirmation). */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: empty,
  });

  // Passwords never linger in a closed dialog.
  useEffect(() => {
    if (!open) reset(empty);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync(input);
      notifySuccess('Password changed successfully');
      onOpenChange(false);
    } catch (error) {
      notifyFailure(error, 'Failed to change password');
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Security Settings</DialogTitle>
        </DialogHeader>
        <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
          <Field
            id="current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <Field
            id="new-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <Field
            id="confirm-password"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
