import {
  getListCampaignDocumentsQueryKey,
  getListCampaignFoldersQueryKey,
  getListCampaignRequiredDocumentsQueryKey,
  listCampaignDocuments,
  listCampaignRequiredDocuments,
  useListCampaignFolders,
  type Document,
  type DocumentCategory,
  type RequiredDocument,
} from '@chaussee/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchAllPages } from '../../shared/api/fetch-all-pages.js';
import { ERROR_SHOWN_INLINE } from '../../shared/api/error-shown-inline.js';

/**
 * The key of every document of a campaign's category: it starts with the SDK's key of GET
 * /campaigns/{id}/documents, so invalidating `getListCampaignDocumentsQueryKey(id)` reaches it.
 */
function campaignDocumentsKey(campaignId: string, category: DocumentCategory) {
  return [...getListCampaignDocumentsQueryKey(campaignId, { category }), 'all'] as const;
}

/** Every document of a campaign in one category (a tab of the file manager), most recent first. */
export function useCampaignDocuments(campaignId: string, category: DocumentCategory) {
  return useQuery<Document[]>({
    queryKey: campaignDocumentsKey(campaignId, category),
    queryFn: ({ signal }) =>
      fetchAllPages(
        async (page) =>
          (await listCampaignDocuments(campaignId, { category, ...page }, { signal })).data,
      ),
    ...ERROR_SHOWN_INLINE,
  });
}

/** The folders of a campaign's file manager, parents before their children. */
export function useCampaignFolders(campaignId: string) {
  return useListCampaignFolders(campaignId, { query: ERROR_SHOWN_INLINE });
}

function requiredDocumentsKey(campaignId: string) {
  return [...getListCampaignRequiredDocumentsQueryKey(campaignId), 'all'] as const;
}

/** Every file request of a campaign, most recent first. */
export function useRequiredDocuments(campaignId: string) {
  return useQuery<RequiredDocument[]>({
    queryKey: requiredDocumentsKey(campaignId),
    queryFn: ({ signal }) =>
      fetchAllPages(
        async (page) => (await listCampaignRequiredDocuments(campaignId, page, { signal })).data,
      ),
    ...ERROR_SHOWN_INLINE,
  });
}

/**
 * Reads a campaign's files again after a change: its documents (every tab), folders (their counts)
 * and file requests (a sent file changes a request's status).
 */
export function useRefreshCampaignFiles(campaignId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListCampaignDocumentsQueryKey(campaignId) }),
        queryClient.invalidateQueries({ queryKey: getListCampaignFoldersQueryKey(campaignId) }),
        queryClient.invalidateQueries({
          queryKey: getListCampaignRequiredDocumentsQueryKey(campaignId),
        }),
      ]),
    [campaignId, queryClient],
  );
}
