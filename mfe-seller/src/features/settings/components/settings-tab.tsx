import { Bell, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '@cardbridge/web-kit';
import { ChangePasswordDialog } from './change-password-dialog';
import { NotificationsDialog } from './notifications-dialog';
import { ProfileDialog } from './profile-dialog';
import { SettingsCard } from './settings-card';
import { SignOutOthersButton } from './sign-out-others-button';

type OpenDialog = 'profile' | 'notifications' | 'security' | null;

/**
 * The dashboard's settings tab: profile, notification and security settings, each in a dialog.
 * A user with no reviews yet shows a 5.0 rating.
 */
export function SettingsTab() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<OpenDialog>(null);
  if (!user) return null;
  const rating = Number(user.rating ?? 0) > 0 ? Number(user.rating).toFixed(1) : '5.0';
  const onOpenChange = (dialog: OpenDialog) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SettingsCard
        icon={User}
        title="Profile"
        description={[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}
        actionLabel="Edit Profile"
        onAction={() => setOpen('profile')}
      >
        <span className="break-all">{user.email}</span>
        {user.phoneNumber && <span>{user.phoneNumber}</span>}
        <span className="mb-2">Rating: {rating}</span>
      </SettingsCard>
      <SettingsCard
        icon={Bell}
        title="Notifications"
        description="Choose what we tell you about"
        actionLabel="Notification Settings"
        onAction={() => setOpen('notifications')}
      />
      <SettingsCard
        icon={Shield}
        title="Security"
        description="Keep your account safe"
        actionLabel="Change Password"
        onAction={() => setOpen('security')}
      >
        <SignOutOthersButton />
      </SettingsCard>
      <ProfileDialog open={open === 'profile'} onOpenChange={onOpenChange('profile')} user={user} />
      <NotificationsDialog
        open={open === 'notifications'}
        onOpenChange={onOpenChange('notifications')}
      />
      <ChangePasswordDialog open={open === 'security'} onOpenChange={onOpenChange('security')} />
    </div>
  );
}
