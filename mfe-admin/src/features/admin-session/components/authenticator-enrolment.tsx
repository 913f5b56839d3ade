import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Copy } from 'lucide-react';
import type { AdminMfaSetup } from '@cardbridge/contracts';
import { Alert, AlertDescription, AlertTitle, Button, Input, Label, Spinner } from '@cardbridge/ui';
import { ApiError, toast } from '@cardbridge/web-kit';
import { useEnableAuthenticator, useStartAuthenticatorSetup } from '../api/enrol-authenticator';

export interface AuthenticatorEnrolmentProps {
  /** The admin has seen the recovery codes and goes on. */
  onDone: () => void;
  /**
   * A signed-in admin gives the password again first (docs/product.md#admin-mfa); a sign-in that
   * requires enrolment has just checked it.
   */
  askPassword?: boolean;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.serverMessage
    ? error.serverMessage
    : 'Something went wrong. Please try again.';

/** Says "Copied" only when the clipboard took them (it is missing on non-secure pages). */
async function copyCodes(codes: string[]) {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.' });
  } catch {
    toast({
      title: 'Could not copy',
      description: 'Select the codes and copy them yourself.',
      variant: 'destructive',
    });
  }
}

/**
 * Adding an authenticator: scan the QR code (or type the secret), confirm with a current code,
 * then keep the recovery codes, which are shown this once.
 */
export function AuthenticatorEnrolment({
  onDone,
  askPassword = false,
}: AuthenticatorEnrolmentProps) {
  const codeId = useId();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const start = useStartAuthenticatorSetup();
  const enable = useEnableAuthenticator();
  const [setup, setSetup] = useState<AdminMfaSetup>();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const { mutate: begin } = start;

  useEffect(() => {
    if (askPassword) return;
    begin(undefined, { onSuccess: setSetup, onError: (e) => setError(messageOf(e)) });
  }, [begin, askPassword]);

  if (recoveryCodes) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          <AlertTitle>Two-factor authentication is on</AlertTitle>
          <AlertDescription>
            Keep these recovery codes somewhere safe. Each one signs you in once if you lose your
            phone. They are shown only now.
          </AlertDescription>
        </Alert>
        <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {recoveryCodes.map((recovery) => (
            <li key={recovery} className="rounded border border-border px-2 py-1">
              {recovery}
            </li>
          ))}
        </ul>
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={() => void copyCodes(recoveryCodes)}>
            <Copy aria-hidden="true" /> Copy codes
          </Button>
          <Button type="button" onClick={onDone}>
            I have saved them
          </Button>
        </div>
      </div>
    );
  }

  if (!setup && askPassword) {
    const confirmPassword = (event: FormEvent) => {
      event.preventDefault();
      setError(undefined);
      begin(password, {
        onSuccess: (started) => {
          setPassword('');
          setSetup(started);
        },
        onError: (e) => setError(messageOf(e)),
      });
    };
    return (
      <form noValidate className="flex flex-col gap-4" onSubmit={confirmPassword}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={passwordId}>Your password</Label>
          <Input
            id={passwordId}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        </div>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <Button type="submit" disabled={!password || start.isPending}>
          {start.isPending ? 'Checking...' : 'Continue'}
        </Button>
      </form>
    );
  }

  if (!setup) {
    return error ? (
      <Alert variant="destructive">
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    ) : (
      <Spinner />
    );
  }

  /** The first code proves the app holds the secret; the answer is the recovery codes. */
  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    enable.mutate(code.trim(), {
      onSuccess: ({ recoveryCodes: codes }) => setRecoveryCodes(codes),
      onError: (e) => setError(messageOf(e)),
    });
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={confirmCode}>
      <p className="text-sm">
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy...), or
        type the secret below into it.
      </p>
      <img
        src={setup.qrDataUrl}
        alt="QR code to add Cardbridge to your authenticator app"
        className="mx-auto size-48 rounded bg-white p-2"
      />
      <p className="text-center font-mono text-sm break-all" aria-label="Secret">
        {setup.secret}
      </p>
      <div className="flex flex-col gap-2">
        <Label htmlFor={codeId}>Code from the app</Label>
        <Input
          id={codeId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
        />
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={!/^\d{6}$/.test(code.trim()) || enable.isPending}>
        {enable.isPending ? 'Turning on...' : 'Turn on two-factor authentication'}
      </Button>
    </form>
  );
}
