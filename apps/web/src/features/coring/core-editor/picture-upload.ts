import type { ChausseeClient } from '@chaussee/sdk';
import { createCorePicture } from '@chaussee/sdk/react';
import { checkPictureContent } from '../../../shared/files/picture-check.js';

export type PictureOutcome =
  | { file: File; kind: 'added' }
  | { file: File; kind: 'refused'; messages: string[] }
  | { file: File; kind: 'failed'; error: unknown };

/**
 * Adds one picture to a core: its content is checked first (JPG or PNG by its bytes, 1 Mo at
 * most), then the file is uploaded (POST /core-pictures/upload, multipart) and attached to the
 * core (POST /core-pictures). A refused file never leaves the browser.
 */
export async function addCorePicture(
  client: ChausseeClient,
  coreId: string,
  file: File,
): Promise<PictureOutcome> {
  const messages = await checkPictureContent(file);
  if (messages.length > 0) return { file, kind: 'refused', messages };
  try {
    const { data } = await client.POST('/core-pictures/upload', {
      // The contract types the part as a string; the real part is the file, sent as multipart.
      body: { coreId, file: file.name },
      bodySerializer: () => {
        const form = new FormData();
        form.append('coreId', coreId);
        form.append('file', file);
        return form;
      },
    });
    await createCorePicture({ coreId, path: data.path });
    return { file, kind: 'added' };
  } catch (error) {
    return { file, kind: 'failed', error };
  }
}
