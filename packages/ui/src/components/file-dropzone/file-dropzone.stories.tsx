import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileDropzone } from './file-dropzone.js';

const meta = {
  title: 'Formulaires/FileDropzone',
  component: FileDropzone,
  args: { onFiles: fn() },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

function picture(name: string, type: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** Drops files as the browser does (Testing Library's drop cannot carry files in Chromium). */
function dropFiles(target: HTMLElement, ...files: File[]): void {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

export const Default: Story = {};

export const Multiple: Story = { args: { multiple: true } };

/** A JPG under 1 Mo goes through. */
export const AcceptedPicture: Story = {
  play: async ({ args, canvas }) => {
    const photo = picture('carotte-CA-12.jpg', 'image/jpeg', 200_000);
    dropFiles(canvas.getByText(/Déposez un fichier ici/), photo);
    await expect(args.onFiles).toHaveBeenCalledWith([photo]);
  },
};

/** A GIF of 2 Mo is refused before any upload, with both French reasons. */
export const RejectedPicture: Story = {
  play: async ({ args, canvas }) => {
    const film = picture('chantier.gif', 'image/gif', 2 * 1024 * 1024);
    dropFiles(canvas.getByText(/Déposez un fichier ici/), film);
    await expect(await canvas.findByText('« chantier.gif » n’a pas été ajouté :')).toBeVisible();
    await expect(canvas.getByText('le fichier doit être un JPG ou un PNG')).toBeVisible();
    await expect(canvas.getByText('le fichier ne doit pas excéder 1Mo')).toBeVisible();
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { loading: true } };

export const ErrorState: Story = {
  args: { error: 'La photo n’a pas pu être envoyée. Réessayez dans un instant.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { ...RejectedPicture, globals: { theme: 'dark' } };
