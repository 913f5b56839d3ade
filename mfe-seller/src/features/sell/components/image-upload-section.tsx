import { useEffect, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import {
  acceptedImageTypes,
  imageMessages,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
} from '@cardbridge/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cardbridge/ui';
import { toast } from '@cardbridge/web-kit';

const accepted: readonly string[] = acceptedImageTypes;

/**
 * Whether the browser says this is an image we take. Some browsers give HEIC photos no type, so
 * a file without one goes by its extension; the server still checks every file's content.
 */
function looksLikeAcceptedImage(file: File): boolean {
  if (file.type === '') return /\.(jpe?g|png|webp|heic)$/i.test(file.name);
  return accepted.includes(file.type);
}

interface ImageUploadSectionProps {
  images: File[];
  onChange: (images: File[]) => void;
}

/** Required photos: several at once, previewed, each removable; the limits are checked early. */
export function ImageUploadSection({ images, onChange }: ImageUploadSectionProps) {
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (picked: FileList | null) => {
    const picks = Array.from(picked ?? []);
    const notAnImage = picks.find((file) => !looksLikeAcceptedImage(file));
    if (notAnImage) {
      toast({
        title: 'Not an Image',
        description: imageMessages.notAnImage(notAnImage.name),
        variant: 'destructive',
      });
    }
    const files = picks.filter(looksLikeAcceptedImage);
    const tooLarge = files.find((file) => file.size > MAX_IMAGE_BYTES);
    if (tooLarge) {
      toast({
        title: 'Image Too Large',
        description: imageMessages.tooLarge(tooLarge.name),
        variant: 'destructive',
      });
    }
    const next = [...images, ...files.filter((file) => file.size <= MAX_IMAGE_BYTES)];
    if (next.length > MAX_IMAGES) {
      toast({
        title: 'Too Many Images',
        description: imageMessages.tooMany,
        variant: 'destructive',
      });
    }
    onChange(next.slice(0, MAX_IMAGES));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Upload Images *</h2>
        </CardTitle>
        <CardDescription>
          Clear photos of the front and back of your card (JPEG, PNG, WebP or HEIC, up to 10 MB
          each, at most {MAX_IMAGES}).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed border-border p-6 text-sm text-muted-foreground outline-none hover:bg-muted has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50">
          <ImagePlus aria-hidden="true" className="size-6" />
          Choose images
          <input
            type="file"
            aria-label="Gift card images"
            accept={acceptedImageTypes.join(',')}
            multiple
            className="sr-only"
            onChange={(event) => {
              add(event.target.files);
              // Picking the same file again after removing it must fire onChange.
              event.target.value = '';
            }}
          />
        </label>
        {images.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {images.map((file, index) => (
              <li key={`${file.name}-${index}`} className="relative">
                <img
                  src={previews[index]}
                  alt={`Preview of ${file.name}`}
                  className="aspect-square w-full rounded-md border border-border object-cover"
                />
                <Button
                  type="button"
                  size="icon"
                  variant="destructive"
                  className="absolute top-1 right-1 size-7"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
