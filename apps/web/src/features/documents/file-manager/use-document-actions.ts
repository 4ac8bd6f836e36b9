import {
  deleteDocument,
  downloadCampaignDelivery,
  useMergePdfDocuments,
  useSplitPdfDocument,
  useUpdateDocumentTitles,
  type Document,
} from '@chaussee/sdk/react';
import { toast } from '@chaussee/ui';
import { useMutation } from '@tanstack/react-query';
import { frenchErrorOf } from '../../../shared/api/french-error.js';
import { isStaleVersion } from '../../../shared/api/stale-version.js';
import { documentTitle } from '../document-files.js';
import { useRefreshCampaignFiles } from '../document-queries.js';
import { fileNameOf, saveBlob } from '../../../shared/files/save-blob.js';
import { downloadDocument, downloadZip } from '../save-file.js';
import { fileManagerMessages as text } from './messages.js';

/** The failures these actions tell themselves, once, as a French toast. */
const SHOWN_HERE = { meta: { isErrorShownInline: true } } as const;

function showFailure(error: unknown) {
  toast.error(frenchErrorOf(error));
}

/**
 * What the file manager does to documents, each call followed by reading the campaign's files
 * again: rename (with the versions read, so a title changed by someone else since is not silently
 * overwritten), delete, merge, split, and the downloads (one file, a zip of a selection, every
 * deliverable). Refusals become French toasts; the dialogs that ask first show theirs inline.
 */
export function useDocumentActions(campaign: { id: string; name: string }) {
  const refresh = useRefreshCampaignFiles(campaign.id);
  const rename = useUpdateDocumentTitles({
    mutation: {
      ...SHOWN_HERE,
      onSuccess: () => {
        toast.success(text.renamed);
      },
      // Renamed by someone else since it was read: the file manager's dialog asks what to do.
      onError: (error) => {
        if (!isStaleVersion(error)) showFailure(error);
      },
      onSettled: refresh,
    },
  });
  /** « Écraser » after a stale renaming: the same titles again, without the versions read. */
  const overwriteRename = async () => {
    const sent = rename.variables?.data.documents ?? [];
    await rename.mutateAsync({ data: { documents: sent.map(({ id, title }) => ({ id, title })) } });
  };
  const remove = useMutation({
    ...SHOWN_HERE,
    // One after the other: a refusal stops at the first document refused, the others stay.
    mutationFn: async (documents: readonly Document[]) => {
      for (const document of documents) await deleteDocument(document.id);
    },
    onSuccess: (_result, documents) => {
      toast.success(text.deleted(documents.length));
    },
    onSettled: refresh,
  });
  const merge = useMergePdfDocuments({
    mutation: {
      ...SHOWN_HERE,
      onSuccess: ({ data }) => {
        toast.success(text.merged(documentTitle(data)));
        return refresh();
      },
    },
  });
  const split = useSplitPdfDocument({
    mutation: {
      ...SHOWN_HERE,
      onSuccess: ({ data }) => {
        toast.success(text.splitDone(data.items.length));
        return refresh();
      },
    },
  });
  const download = useMutation({
    ...SHOWN_HERE,
    mutationFn: downloadDocument,
    onError: showFailure,
  });
  const zip = useMutation({
    ...SHOWN_HERE,
    mutationFn: (documents: readonly Document[]) => downloadZip(campaign, documents),
    onSuccess: () => {
      toast.success(text.zipReady);
    },
    onError: showFailure,
  });
  const delivery = useMutation({
    ...SHOWN_HERE,
    mutationFn: async () => {
      const answer = await downloadCampaignDelivery(campaign.id);
      saveBlob(answer.data, fileNameOf(answer.headers, `${campaign.name}.zip`));
    },
    onError: showFailure,
  });
  return { rename, overwriteRename, remove, merge, split, download, zip, delivery };
}
