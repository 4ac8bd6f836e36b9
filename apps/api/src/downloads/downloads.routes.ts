import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { DownloadsService } from './downloads.service.js';

/** The background exports of the Campaigns tag: list, start, link of a finished one. */
export function downloadsHandlers({ downloads }: { downloads: DownloadsService }): RouteModule {
  return {
    listCampaignDownloads: async (input) => ({
      status: 200,
      body: await downloads.list(requirePrincipal(input).user, input.params.id, input.query),
    }),

    createCampaignDownload: async (input) => ({
      status: 201,
      body: await downloads.create(requirePrincipal(input).user, input.params.id, input.body),
    }),

    getDownloadPresignedLink: async (input) => ({
      status: 200,
      body: await downloads.presignedLink(requirePrincipal(input).user, input.params.id),
    }),
  };
}
