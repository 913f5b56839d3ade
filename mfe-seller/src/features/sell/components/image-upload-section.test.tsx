import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useToastStore } from '@cardbridge/web-kit';
import { ImageUploadSection } from './image-upload-section';

afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

function pick(files: File[]) {
  let chosen: File[] = [];
  render(<ImageUploadSection images={[]} onChange={(next) => (chosen = next)} />);
  fireEvent.change(screen.getByLabelText('Gift card images'), { target: { files } });
  return chosen;
}

describe('ImageUploadSection', () => {
  it('refuses a file that is not an image at once, saying why, and keeps the images', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', {
      type: 'image/jpeg',
    });
    const notes = new File(['hello'], 'notes.pdf', { type: 'application/pdf' });
    const chosen = pick([photo, notes]);
    expect(chosen.map((file) => file.name)).toEqual(['front.jpg']);
    const [shown] = useToastStore.getState().toasts;
    expect(shown?.title).toBe('Not an Image');
    expect(shown?.description).toBe('notes.pdf is not a JPEG, PNG, WebP or HEIC image.');
  });

  it('takes a JPEG the browser gave no type, by its extension', () => {
    const chosen = pick([new File(['x'], 'back.JPG', { type: '' })]);
    expect(chosen.map((file) => file.name)).toEqual(['back.JPG']);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('takes a HEIC photo the browser gave no type', () => {
    const chosen = pick([new File(['x'], 'back.HEIC', { type: '' })]);
    expect(chosen.map((file) => file.name)).toEqual(['back.HEIC']);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
