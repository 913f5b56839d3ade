import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@cardbridge/ui';
import { errorMessageFor } from '@cardbridge/web-kit';
import { CentredCard } from './centred-card';

/**
 * The page an emailed one-time link opens (finish signing up, confirm a new email): its title and
 * what the link did. `useLinkToken` sends the link's token once per page view: a token works once,
 * so a second call would only say it is used.
 */
export function EmailLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CentredCard title={title} contentClassName="flex flex-col gap-4">
      {children}
    </CentredCard>
  );
}

/** Why the link did not work, in the server's words. */
export function LinkRefused({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        {errorMessageFor(error, 'This link is invalid or has expired')}
      </AlertDescription>
    </Alert>
  );
}

/** Sends the `?token=` of the page's address once, when the page opens. */
export function useLinkToken(send: (token: string) => void): void {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send(token);
  }, [send, token]);
}
