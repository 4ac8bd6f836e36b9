// @ts-check
// What a few minutes of use leave that the demo seed does not, made through the API (as the web
// app makes it) before `pnpm bench:api` captures the answers, so that the lists reading it answer
// a representative body rather than an empty page:
// - the seed writes outside any request, so it leaves no audit trail: the office admin edits a
//   core's note and a survey item's comment (listCoreHistory, listCampaignHistory,
//   listSurveyItemHistory, searchAuditEvents, which also see the writes below);
// - a download link's token is shown once, to whoever creates the link (the demo's is only
//   stored hashed): the office admin shares the campaign's deliverables (listDownloadLinkFiles);
// - nothing of the demo is deleted: the super admin creates a project and deletes it
//   (listBinItems), a project of its own so that no other list loses a row;
// - no export was ever asked: the office admin asks the raw data of the coring campaign with the
//   most cores (listCampaignDownloads) and waits until it is made, so that the API's export worker
//   is idle again before the first measure.
// The benchmark runs on a fresh database each time: nothing here outlives it.

/** @typedef {import('./api-demo.mjs').Caller} Caller */
/** @typedef {import('./api-demo.mjs').DemoIds} DemoIds */

/**
 * @typedef {object} ActivityIds
 * @property {string} downloadLinkToken the token of the link to the deliverables just created
 */

/** How long the raw data export of a 200-core campaign may take (about a second when idle). */
const EXPORT_TIMEOUT_MS = 60_000;
const EXPORT_POLL_MS = 250;

/**
 * @param {{ admin: Caller, superAdmin: Caller, ids: DemoIds }} callers the office admin and the
 *   super admin, and the demo's ids
 * @returns {Promise<ActivityIds>}
 */
export async function recordBenchActivity({ admin, superAdmin, ids }) {
  const core = await admin.send('GET', `/cores/${ids.coreId}`);
  if (core.etag === null) throw new Error(`GET /cores/${ids.coreId} answered no ETag`);
  await admin.send('PATCH', `/cores/${ids.coreId}`, {
    body: { note: 'Carotte reprise : face supérieure ébréchée au transport.' },
    ifMatch: core.etag,
  });
  await admin.send('PATCH', `/survey-items/${ids.surveyItemId}`, {
    body: { comment: 'Vérifié sur place.' },
  });

  const deliverables = await admin.get(
    `/campaigns/${ids.documentsCampaignId}/documents?category=deliverable&limit=200`,
  );
  /** @type {{ id: string }[]} */
  const documents = deliverables.items;
  const link = await admin.send('POST', '/download-links', {
    body: {
      campaignId: ids.documentsCampaignId,
      documentIds: documents.map((document) => document.id),
    },
  });

  const project = await superAdmin.send('POST', '/workspaces', {
    body: { name: 'Projet créé par erreur', siteId: ids.siteId },
  });
  await superAdmin.send('DELETE', `/workspaces/${String(project.body.id)}`);

  await admin.send('POST', `/campaigns/${ids.coringCampaignId}/downloads/create`, {
    body: { type: 'raw_data', format: 'csv' },
  });
  await exportMade(admin, ids.coringCampaignId);

  return { downloadLinkToken: String(link.body.token) };
}

/**
 * Waits until the campaign's latest raw data export is finished.
 * @param {Caller} caller
 * @param {string} campaignId
 */
async function exportMade(caller, campaignId) {
  const deadline = Date.now() + EXPORT_TIMEOUT_MS;
  for (;;) {
    const page = await caller.get(`/campaigns/${campaignId}/downloads?type=raw_data&limit=20`);
    /** @type {{ status: string, failureMessage: string | null } | undefined} */
    const latest = page.items[0];
    if (latest?.status === 'finished') return;
    if (latest?.status === 'failed') {
      throw new Error(`the raw data export failed: ${String(latest.failureMessage)}`);
    }
    if (Date.now() > deadline) {
      throw new Error(`the raw data export is not made after ${EXPORT_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, EXPORT_POLL_MS));
  }
}
