import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  textLinkClass,
} from '@cardbridge/ui';

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
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {children}
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {switchPrompt}{' '}
            <Link to={switchTo} className={textLinkClass}>
              {switchLabel}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
