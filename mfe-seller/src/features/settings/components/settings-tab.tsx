import { Bell, Shield, User } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';
import { useCurrentUser } from '@cardbridge/web-kit';
import { ChangePasswordDialog } from './change-password-dialog';
import { NotificationsDialog } from './notifications-dialog';
import { ProfileDialog } from './profile-dialog';

type OpenDialog = 'profile' | 'notifications' | 'security' | null;

/**
 * The dashboard's settings tab: profile, notification and security settings, each in a dialog.
 * A user with no reviews yet shows the spec's 5.0 rating.
 */
export function SettingsTab() {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState<OpenDialog>(null);
  if (!user) return null;
  const rating = Number(user.rating ?? 0) > 0 ? Number(user.rating).toFixed(1) : '5.0';
  const onOpenChange = (dialog: OpenDialog) => (isOpen: boolean) => setOpen(isOpen ? dialog : null);

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <User aria-hidden="true" className="size-5" /> Profile
          </CardTitle>
          <CardDescription>
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || user.username}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <span>{user.email}</span>
          {user.phoneNumber && <span>{user.phoneNumber}</span>}
          <span>Rating: {rating}</span>
          <Button variant="outline" className="mt-2" onClick={() => setOpen('profile')}>
            Edit Profile
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bell aria-hidden="true" className="size-5" /> Notifications
          </CardTitle>
          <CardDescription>Choose what we tell you about</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setOpen('notifications')}>
            Notification Settings
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Shield aria-hidden="true" className="size-5" /> Security
          </CardTitle>
          <CardDescription>Keep your account safe</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setOpen('security')}>
            Change Password
          </Button>
        </CardContent>
      </Card>
      <ProfileDialog open={open === 'profile'} onOpenChange={onOpenChange('profile')} user={user} />
      <NotificationsDialog
        open={open === 'notifications'}
        onOpenChange={onOpenChange('notifications')}
      />
      <ChangePasswordDialog open={open === 'security'} onOpenChange={onOpenChange('security')} />
    </div>
  );
}
