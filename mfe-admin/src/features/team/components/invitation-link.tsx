import { format } from 'date-fns';
import type { TeamInvitationAnswer } from '@cardbridge/contracts';
import { Alert, AlertDescription, AlertTitle, Button, Input, Label } from '@cardbridge/ui';
import { toast } from '@cardbridge/web-kit';

interface InvitationLinkProps {
  invitation: TeamInvitationAnswer & { username: string; email: string };
  onDismiss: () => void;
}

/** The one-time link, shown this once after inviting (the server keeps only its hash). */
export function InvitationLink({ invitation, onDismiss }: InvitationLinkProps) {
  const copy = async () => {
    await navigator.clipboard.writeText(invitation.url);
    toast({ title: 'Copied', description: 'The invitation link is on your clipboard.' });
  };
  return (
    <Alert role="status">
      <AlertTitle>Invitation link for {invitation.username}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          We emailed it to {invitation.email}. It is shown only now, works once, and expires{' '}
          {format(new Date(invitation.expiresAt), 'MMM d, yyyy HH:mm')}.
        </p>
        <Label htmlFor="invitation-link">Invitation link</Label>
        <Input
          id="invitation-link"
          readOnly
          value={invitation.url}
          onFocus={(event) => event.target.select()}
        />
        <div className="flex gap-2">
          <Button type="button" size="sm" onClick={() => void copy()}>
            Copy link
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDismiss}>
            Done
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
