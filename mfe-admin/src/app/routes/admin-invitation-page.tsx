import { AcceptInvitation } from '../../features/team/components/accept-invitation';

/** /admin/invitation: the emailed invitation link's page (signed out; the token is the proof). */
export function AdminInvitationPage() {
  return <AcceptInvitation />;
}
