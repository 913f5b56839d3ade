import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordSchema } from '@cardbridge/contracts';
import type { ChangePasswordInput } from '@cardbridge/contracts';
import { FormDialog, FormFields, PasswordStrengthMeter } from '@cardbridge/ui';
import { usePasswordStrength, withStrongPassword } from '@cardbridge/web-kit';
import type { FieldDescription } from '@cardbridge/ui';
import { useChangePassword } from '../api/change-password';
import { saveWithToast } from './save-with-toast';

/** The rules of docs/product.md#validation, and a new password hard enough to guess (checked again by the service). */
const schema = withStrongPassword(changePasswordSchema, 'newPassword');

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

const fields: FieldDescription<keyof ChangePasswordInput>[] = [
  {
    name: 'currentPassword',
    label: 'Current Password',
    type: 'password',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: 'New Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm New Password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

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
    control,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });

  // Passwords never linger in a closed dialog.
  useEffect(() => {
    if (!open) reset(empty);
  }, [open, reset]);

  const strength = usePasswordStrength(useWatch({ control, name: 'newPassword' }) ?? '');

  const onSubmit = handleSubmit((input) =>
    saveWithToast(
      () => change.mutateAsync(input),
      { success: 'Password changed successfully', failure: 'Failed to change password' },
      () => onOpenChange(false),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Security Settings"
      submitLabel="Change Password"
      pendingLabel="Changing..."
      pending={change.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormFields
        idPrefix="security"
        fields={fields}
        bind={(name) => register(name)}
        errorFor={(name) => errors[name]?.message}
        hints={{ newPassword: <PasswordStrengthMeter strength={strength} /> }}
      />
    </FormDialog>
  );
}
