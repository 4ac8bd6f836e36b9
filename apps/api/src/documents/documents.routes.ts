import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { documentContentDisposition } from '../storage/media-type.js';
import type { DeliveryService } from './delivery.service.js';
import type { DocumentRecordsService } from './document-records.service.js';
import type { DocumentUploadService } from './document-upload.service.js';
import type { DocumentsService } from './documents.service.js';
import type { DownloadLinksService } from './download-links.service.js';
import type { FoldersService } from './folders.service.js';
import type { RequiredDocumentsService } from './required-documents.service.js';

export interface DocumentHandlersDeps {
  uploads: DocumentUploadService;
  records: DocumentRecordsService;
  documents: DocumentsService;
  folders: FoldersService;
  requests: RequiredDocumentsService;
  links: DownloadLinksService;
  delivery: DeliveryService;
}

/** The one value of a header that may be repeated (the first one). */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The contract's Documents operations of the file manager, and the two of other tags that read it
 * (getCampaignDocumentsStats, getNotifiableRequiredDocument). The zip of chosen files, the CSV
 * exports and the PDF tools are src/document-tools'.
 */
export function documentHandlers(deps: DocumentHandlersDeps): RouteModule {
  const { uploads, records, documents, folders, requests, links, delivery } = deps;
  return {
    uploadDocument: async (input) => {
      const { campaignId, category } = input.body;
      const user = requirePrincipal(input).user;
      const [path] = await uploads.upload(user, campaignId, category, input.streamedFiles, 'file');
      return { status: 201, body: { path: path ?? '' } };
    },

    uploadDocuments: async (input) => {
      const { campaignId, category } = input.body;
      const user = requirePrincipal(input).user;
      const paths = await uploads.upload(user, campaignId, category, input.streamedFiles, 'files');
      return { status: 201, body: { files: paths.map((path) => ({ path })) } };
    },

    createDocument: async (input) => ({
      status: 201,
      body: await records.createDocument(requirePrincipal(input).user, input.body),
    }),

    createDocuments: async (input) => ({
      status: 201,
      body: {
        items: await records.createDocuments(requirePrincipal(input).user, input.body.documents),
      },
    }),

    updateDocumentTitles: async (input) => ({
      status: 200,
      body: {
        items: await documents.updateTitles(requirePrincipal(input).user, input.body.documents),
      },
    }),

    deleteDocument: async (input) => {
      await documents.remove(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    getFile: async (input) => {
      const file = await documents.file(requirePrincipal(input).user, input.params.path);
      return {
        status: 200,
        body: file.stream,
        headers: {
          'content-type': file.mediaType,
          'content-disposition': documentContentDisposition(file.name, file.mediaType),
          // What a path serves changes with the rights and the file: never from a shared cache.
          'cache-control': 'private, no-store',
        },
      };
    },

    listCampaignDocuments: async (input) => ({
      status: 200,
      body: await documents.list(requirePrincipal(input).user, input.params.id, input.query),
    }),

    getCampaignDocumentsStats: async (input) => ({
      status: 200,
      body: await documents.stats(requirePrincipal(input).user, input.params.id),
    }),

    downloadCampaignDelivery: async (input) => {
      const zip = await delivery.zip(requirePrincipal(input).user, input.params.id);
      return {
        status: 200,
        body: zip.stream,
        headers: {
          'content-disposition': documentContentDisposition(zip.name, 'application/zip'),
          'cache-control': 'private, no-store',
        },
      };
    },

    createCampaignFolder: async (input) => ({
      status: 201,
      body: await folders.create(requirePrincipal(input).user, input.params.id, input.body),
    }),

    listCampaignFolders: async (input) => ({
      status: 200,
      body: { items: await folders.listOf(requirePrincipal(input).user, input.params.id) },
    }),

    replaceCampaignFolders: async (input) => ({
      status: 200,
      body: {
        items: await folders.replace(
          requirePrincipal(input).user,
          input.params.id,
          input.body.folders,
        ),
      },
    }),

    createRequiredDocument: async (input) => ({
      status: 201,
      body: await requests.create(requirePrincipal(input).user, input.body),
    }),

    patchRequiredDocument: async (input) => ({
      status: 200,
      body: await requests.decide(requirePrincipal(input).user, input.params.id, input.body),
    }),

    listCampaignRequiredDocuments: async (input) => ({
      status: 200,
      body: await requests.list(requirePrincipal(input).user, input.params.id, input.query),
    }),

    getNotifiableRequiredDocument: async (input) => ({
      status: 200,
      body: await requests.notifiable(requirePrincipal(input).user, input.params.id),
    }),

    createDownloadLink: async (input) => ({
      status: 201,
      body: await links.create(requirePrincipal(input).user, input.body),
    }),

    getDownloadLink: async (input) => ({
      status: 200,
      body: await links.get(input.params.token),
      // The answer of a secret link stays out of shared caches.
      headers: { 'cache-control': 'private, no-store' },
    }),

    zipDownloadLinkFiles: async (input) => {
      const zip = await links.zip(
        input.params.token,
        headerValue(input.headers['x-download-password']),
      );
      return {
        status: 200,
        body: zip.stream,
        headers: {
          'content-disposition': documentContentDisposition(zip.name, 'application/zip'),
          'cache-control': 'private, no-store',
        },
      };
    },

    listDownloadLinkFiles: async (input) => ({
      status: 200,
      body: await links.files(
        input.params.token,
        headerValue(input.headers['x-download-password']),
        input.query,
      ),
      headers: { 'cache-control': 'private, no-store' },
    }),

    listCampaignDownloadLinks: async (input) => ({
      status: 200,
      body: await links.list(requirePrincipal(input).user, input.params.id, input.query),
    }),

    revokeDownloadLink: async (input) => {
      await links.revoke(requirePrincipal(input).user, input.params.id, input.params.linkId);
      return { status: 204 };
    },
  };
}
