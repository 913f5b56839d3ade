import { Link } from 'react-router-dom';
import { textLinkClass } from '@cardbridge/ui';

/** "<lead> Email <address> or contact our support team.", the closing line of each legal page. */
export function ContactLine({ lead, email }: { lead: string; email: string }) {
  return (
    <p>
      {lead} Email{' '}
      <a className={textLinkClass} href={`mailto:${email}`}>
        {email}
      </a>{' '}
      or{' '}
      <Link className={textLinkClass} to="/contact">
        contact our support team
      </Link>
      .
    </p>
  );
}
