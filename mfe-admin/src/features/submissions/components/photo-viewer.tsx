import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, Download, ExternalLink, ZoomIn, ZoomOut } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@cardbridge/ui';

const zoomSteps = [1, 1.5, 2, 3, 4] as const;
const fileOf = (path: string) => path.replace(/^\/uploads\//, '');

interface PhotoViewerProps {
  photos: string[];
  /** The photo shown, or undefined while closed. */
  index: number | undefined;
  onIndexChange: (index: number | undefined) => void;
}

/**
 * The photos of a card, one at a time in a dialog, zoomed in steps (buttons or + and -) and
 * scrolled within the frame; left and right go through them. A photo is fetched only here, when
 * the reviewer opens it (each view is on the audit trail).
 */
export function PhotoViewer({ photos, index, onIndexChange }: PhotoViewerProps) {
  const [zoom, setZoom] = useState(0);
  const [broken, setBroken] = useState<string>();
  const current = index === undefined ? undefined : photos[index];
  const open = current !== undefined;
  const file = current ? fileOf(current) : '';
  const scale = zoomSteps[zoom] ?? 1;
  const go = (by: number) => {
    if (index === undefined) return;
    setZoom(0);
    onIndexChange((index + by + photos.length) % photos.length);
  };
  const zoomBy = (by: number) =>
    setZoom((step) => Math.min(zoomSteps.length - 1, Math.max(0, step + by)));

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
    };
    const act = keys[event.key];
    // On a link the key is the link's; in the panned frame the arrows scroll the photo.
    const target = event.target instanceof HTMLElement ? event.target : null;
    const panning = target?.hasAttribute('data-pan') && event.key.startsWith('Arrow');
    if (!act || target?.tagName === 'A' || panning) return;
    event.preventDefault();
    act();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setZoom(0);
          onIndexChange(undefined);
        }
      }}
    >
      <DialogContent className="sm:max-w-4xl" onKeyDown={onKeyDown}>
        <DialogHeader>
          <DialogTitle>
            Photo {(index ?? 0) + 1} of {photos.length}
          </DialogTitle>
          <DialogDescription>
            Zoom with + and -, move between photos with the left and right arrows; in the photo
            frame the arrows pan.
          </DialogDescription>
        </DialogHeader>
        {/* Focusable, so a zoomed photo pans with the arrow keys too. */}
        <div
          role="region"
          aria-label="Zoomed photo"
          tabIndex={0}
          data-pan
          className="h-[60vh] overflow-auto rounded border border-border bg-muted outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {broken === file ? (
            <p className="p-4 text-sm">This photo could not be loaded.</p>
          ) : (
            file && (
              <img
                src={`/api/admin/view/${file}`}
                alt={`Verification photo ${(index ?? 0) + 1}`}
                className="max-w-none origin-top-left"
                style={{ width: `${scale * 100}%` }}
                onError={() => setBroken(file)}
              />
            )
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => zoomBy(-1)} disabled={zoom === 0}>
            <ZoomOut aria-hidden="true" /> Zoom out
          </Button>
          <span role="status" className="w-12 text-center text-sm tabular-nums">
            {Math.round(scale * 100)}%
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => zoomBy(1)}
            disabled={zoom === zoomSteps.length - 1}
          >
            <ZoomIn aria-hidden="true" /> Zoom in
          </Button>
          {photos.length > 1 && (
            <>
              <Button variant="outline" size="sm" onClick={() => go(-1)}>
                <ChevronLeft aria-hidden="true" /> Previous photo
              </Button>
              <Button variant="outline" size="sm" onClick={() => go(1)}>
                Next photo <ChevronRight aria-hidden="true" />
              </Button>
            </>
          )}
          <span className="flex-1" />
          <Button asChild variant="outline" size="sm">
            <a href={`/api/admin/view/${file}`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" /> Open in new tab
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={`/api/admin/download/${file}`} download>
              <Download aria-hidden="true" /> Download
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
