import { useId, useState } from 'react';
import type { AdminMfaLoginRequest } from '@cardbridge/contracts';
import { Button, Input, Label } from '@cardbridge/ui';

export interface MfaCodeStepProps {
  /** Sends the code; resolves when the step is over (it throws on a wrong code). */
  onSubmit: (body: AdminMfaLoginRequest) => Promise<void>;
}

/** After a right password: the 6-digit code from the authenticator, or a recovery code. */
export function MfaCodeStep({ onSubmit }: MfaCodeStepProps) {
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const ready = useRecovery ? value.trim().length >= 8 : /^\d{6}$/.test(value.trim());

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || pending) return;
        setPending(true);
        const body = useRecovery ? { recoveryCode: value.trim() } : { code: value.trim() };
        void onSubmit(body).finally(() => {
          setPending(false);
          setValue('');
        });
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{useRecovery ? 'Recovery code' : 'Authentication code'}</Label>
        <Input
          id={id}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          inputMode={useRecovery ? 'text' : 'numeric'}
          maxLength={useRecovery ? 40 : 6}
          placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
        />
        <p className="text-sm text-muted-foreground">
          {useRecovery
            ? 'Each recovery code works once.'
            : 'Enter the 6-digit code your authenticator app shows for Cardbridge.'}
        </p>
      </div>
      <Button type="submit" disabled={!ready || pending} className="w-full">
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
        }}
      >
        {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
