import { Link } from 'react-router-dom';

const link = 'text-primary hover:underline';

/** "<lead> Email <address> or contact our support team.", the closing line of each legal page. */
export function ContactLine({ lead, email }: { lead: string; email: string }) {
  return (
    <p>
      {lead} Email{' '}
      <a className={link} href={`mailto:${email}`}>
        {email}
      </a>{' '}
      or{' '}
      <Link className={link} to="/contact">
        contact our support team
      </Link>
      .
    </p>
  );
}
