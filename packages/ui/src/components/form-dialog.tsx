import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title (what the form is for). */
  description?: ReactNode;
  /** The button that opens it: focus returns there when the dialog closes. */
  trigger?: ReactNode;
  /** A submit that cannot be undone lightly (rejecting, deleting): the destructive style. */
  destructive?: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Holds the save back while the form has nothing to save yet (e.g. still loading). */
  disabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * A dialog around a form: its title, the fields, Cancel and a submit button ('Saving...'). Safe to
 * open from inside another form: its submit stays its own.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  destructive = false,
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  onSubmit,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            // React bubbles events through the portal: a dialog opened from inside another form
            // (the sell flow's quick add) must not submit that form too.
            event.stopPropagation();
            onSubmit(event);
          }}
        >
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'default'}
              disabled={pending || disabled}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
