import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';

interface SettingsCardProps {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** What the card shows above its button (the profile's details). */
  children?: ReactNode;
}

/** One area of the settings tab: what it is, and the button that opens its dialog. */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  actionLabel,
  onAction,
  children,
}: SettingsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5" /> {title}
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2 text-sm">
        {children}
        <Button variant="outline" className="mt-auto self-start" onClick={onAction}>
          {actionLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
