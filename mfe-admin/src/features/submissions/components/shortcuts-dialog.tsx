import { Keyboard } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@cardbridge/ui';
import type { ShortcutRow } from './queue-shortcuts';

interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rows: ShortcutRow[];
}

/** "?" or its button: every key of the console, one row each. */
export function ShortcutsDialog({ open, onOpenChange, rows }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-keyshortcuts="?">
          <Keyboard aria-hidden="true" /> Shortcuts
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>
            Shortcuts work anywhere in the queue except while typing in a field.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-border last:border-0">
                <td className="w-12 py-1.5 pr-3">
                  <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs">
                    {row.key}
                  </kbd>
                </td>
                <td className="py-1.5">{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
