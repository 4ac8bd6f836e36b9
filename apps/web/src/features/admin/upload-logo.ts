import type { ChausseeClient } from '@chaussee/sdk';

/** POST /organizations/{id}/upload-files with the picture as multipart (checked before). */
export async function uploadLogo(client: ChausseeClient, organizationId: string, file: File) {
  await client.POST('/organizations/{id}/upload-files', {
    params: { path: { id: organizationId } },
    // The contract types the part as a string; the real part is the file, sent as multipart.
    body: { file: file.name },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
  });
}
