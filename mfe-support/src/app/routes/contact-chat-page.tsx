import { Navigate, useSearchParams } from 'react-router-dom';
import { ContactChat } from '../../features/contact/components/contact-chat';

/** /contact/chat?session=: the visitor's live chat; without a session, back to /contact. */
export function ContactChatPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  if (!sessionId) return <Navigate to="/contact" replace />;
  return (
    <>
      <title>Live Chat | Cardbridge</title>
      <ContactChat sessionId={sessionId} />
    </>
  );
}
