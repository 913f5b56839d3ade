import { useEffect, useState } from 'react';
import { defaultNotificationPreferences } from '@cardbridge/contracts';
import type { NotificationPreferences } from '@cardbridge/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Spinner,
} from '@cardbridge/ui';
import { useNotificationPreferences, useUpdateNotifications } from '../api/notifications';
import { notifyFailure, notifySuccess } from './notify';

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
  const update = useUpdateNotifications();
  const [values, setValues] = useState<NotificationPreferences>(defaultNotificationPreferences);

  useEffect(() => {
    if (open && stored.data) setValues(stored.data);
  }, [open, stored.data]);

  const save = async () => {
    try {
      await update.mutateAsync(values);
      notifySuccess('Notification settings updated successfully');
      onOpenChange(false);
    } catch (error) {
      notifyFailure(error, 'Failed to update notification settings');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Notification Settings</DialogTitle>
        </DialogHeader>
        {stored.isLoading ? (
          <Spinner />
        ) : (
          <div className="flex flex-col gap-4">
            {options.map(({ key, label, hint }) => (
              <label key={key} className="flex items-center justify-between gap-4">
                <span>
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-muted-foreground">{hint}</span>
                </span>
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={values[key]}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [key]: event.target.checked }))
                  }
                />
              </label>
            ))}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            type="button"
            disabled={update.isPending || stored.isLoading}
            onClick={() => void save()}
          >
            {update.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
