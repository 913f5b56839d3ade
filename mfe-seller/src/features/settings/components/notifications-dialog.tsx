import { useEffect, useState } from 'react';
import { defaultNotificationPreferences } from '@cardbridge/contracts';
import type { NotificationPreferences } from '@cardbridge/contracts';
import { FormDialog, Label, Spinner, Switch } from '@cardbridge/ui';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { saveWithToast } from './save-with-toast';

const options: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', hint: 'Account activity by email' },
  { key: 'smsNotifications', label: 'SMS Notifications', hint: 'Text messages to your phone' },
  {
    key: 'submissionUpdates',
    label: 'Submission Updates',
    hint: 'When a submission changes status',
  },
  { key: 'marketingEmails', label: 'Marketing Emails', hint: 'Offers and product news' },
];

/** Notification settings: the four preferences, loaded from and saved to the server. */
export function NotificationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const stored = useNotificationPreferences(open);
  const update = useUpdateNotificationPreferences();
  const [values, setValues] = useState<NotificationPreferences>(defaultNotificationPreferences);

  useEffect(() => {
    if (open && stored.data) setValues(stored.data);
  }, [open, stored.data]);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Notification Settings"
      submitLabel="Save Settings"
      pendingLabel="Saving..."
      pending={update.isPending}
      disabled={stored.isLoading}
      onSubmit={(event) => {
        event.preventDefault();
        void saveWithToast(
          () => update.mutateAsync(values),
          {
            success: 'Notification settings updated successfully',
            failure: 'Failed to update notification settings',
          },
          () => onOpenChange(false),
        );
      }}
    >
      {stored.isLoading ? (
        <Spinner />
      ) : (
        options.map(({ key, label, hint }) => (
          <div key={key} className="flex items-center justify-between gap-4">
            <span>
              <Label htmlFor={`notify-${key}`} className="block">
                {label}
              </Label>
              <span id={`notify-${key}-hint`} className="block text-sm text-muted-foreground">
                {hint}
              </span>
            </span>
            <Switch
              id={`notify-${key}`}
              aria-describedby={`notify-${key}-hint`}
              checked={values[key]}
              onCheckedChange={(checked) =>
                setValues((current) => ({ ...current, [key]: checked }))
              }
            />
          </div>
        ))
      )}
    </FormDialog>
  );
}
