import { Navigate, useSearchParams } from 'react-router-dom';
import { ContactChat } from '../../features/contact/components/contact-chat';
import { PageTitle } from '@cardbridge/ui';

/** /contact/chat?session=: the visitor's live chat; without a session, back to /contact. */
export function ContactChatPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  if (!sessionId) return <Navigate to="/contact" replace />;
  return (
    <>
      <PageTitle>Live chat</PageTitle>
      <ContactChat sessionId={sessionId} />
    </>
  );
}
