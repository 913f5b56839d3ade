import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textLinkClass } from '@cardbridge/ui';
import { CentredCard } from '../../../components/centred-card';

interface AuthCardProps {
  title: string;
  description: string;
  /** The line under the form that sends a visitor to the other page (sign in <-> sign up). */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  children: ReactNode;
}

/** The frame shared by /login and /register: a centred card with its heading and switch link. */
export function AuthCard({
  title,
  description,
  switchPrompt,
  switchLabel,
  switchTo,
  children,
}: AuthCardProps) {
  return (
    <CentredCard title={title} description={description}>
      {children}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {switchPrompt}{' '}
        <Link to={switchTo} className={textLinkClass}>
          {switchLabel}
        </Link>
      </p>
    </CentredCard>
  );
}
