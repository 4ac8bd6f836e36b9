import {
  getGetDownloadLinkMockHandler,
  getGetDownloadLinkResponseMock,
  getListDownloadLinkFilesMockHandler,
  getZipDownloadLinkFilesMockHandler,
} from '@chaussee/sdk/mocks';
import type { DownloadLink, SharedFile } from '@chaussee/sdk/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFile, answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { campaignId } from '../testing/documents-fixtures.js';
import { captureSavedFiles } from '../../../shared/testing/saved-files.js';
import { DownloadPage } from './download-page.js';

const api = setUpMockApi();
const token = 'Zm9vYmFyLWRvd25sb2FkLWxpbms';
const at = `/download?token=${token}`;

function link(values: Partial<DownloadLink> = {}): DownloadLink {
  return {
    ...getGetDownloadLinkResponseMock(),
    token,
    campaign: { id: campaignId, name: 'Carottage RD 12', type: 'coring' },
    documentsCount: 2,
    expiresAt: '2026-12-31T12:00:00Z',
    isPasswordProtected: false,
    ...values,
  };
}

const sharedFiles: SharedFile[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'rapport-final.pdf',
    title: 'Rapport final',
    extension: 'pdf',
    size: 2.3 * 1024 * 1024,
    url: 'https://stockage.example.fr/rapport-final.pdf?signature=s',
    expiresAt: '2026-12-31T12:00:00Z',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'plan.dwg',
    title: null,
    extension: 'dwg',
    size: 512,
    url: 'https://stockage.example.fr/plan.dwg?signature=s',
    expiresAt: '2026-12-31T12:00:00Z',
  },
];

/** Files of the link; with `password`, only for that password (403 without it, or a wrong one). */
function serveFiles(password?: string) {
  const asked: (string | null)[] = [];
  api.use(
    getListDownloadLinkFilesMockHandler(({ request }) => {
      const given = request.headers.get('X-Download-Password');
      asked.push(given);
      if (password !== undefined && given === null) {
        return answerProblem(403, 'download_password_required')();
      }
      if (password !== undefined && given !== password) {
        return answerProblem(403, 'download_password_invalid')();
      }
      return { total: sharedFiles.length, limit: 200, offset: 0, items: sharedFiles };
    }),
  );
  return asked;
}

async function openPage(path = at) {
  await renderScreen(<DownloadPage />, { route: '/download', at: path });
  await screen.findByRole('heading', { level: 1, name: 'Téléchargement' });
}

describe('the public download page', () => {
  it('lists the link’s files with their sizes, each downloaded from its own address', async () => {
    api.use(getGetDownloadLinkMockHandler(link()));
    serveFiles();
    await openPage();
    expect(
      await screen.findByText(/Documents de la campagne « Carottage RD 12 » \(2 fichiers\)/u),
    ).toBeDefined();
    expect(screen.getByText(/Lien valable jusqu’au 31\/12\/2026/u)).toBeDefined();
    const list = await screen.findByRole('list', { name: 'Fichiers partagés' });
    expect(within(list).getByText('Rapport final')).toBeDefined();
    expect(within(list).getByText(/PDF · 2,3\sMo/u)).toBeDefined();
    expect(within(list).getByText('plan.dwg')).toBeDefined();
    expect(within(list).getByText('DWG · 512 o')).toBeDefined();
    const download = within(list).getByRole('link', { name: 'Télécharger « Rapport final »' });
    expect(download.getAttribute('href')).toBe(sharedFiles[0]?.url);
    expect(download.getAttribute('download')).toBe('rapport-final.pdf');
  });

  it('downloads every file as one zip', async () => {
    api.use(getGetDownloadLinkMockHandler(link()));
    serveFiles();
    const saved = captureSavedFiles();
    const zipped: string[] = [];
    api.use(
      getZipDownloadLinkFilesMockHandler((info) => {
        zipped.push(new URL(info.request.url).pathname);
        return answerFile('PK', 'application/zip', 'Carottage RD 12.zip')();
      }),
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tout télécharger (zip)' }));
    await screen.findByRole('button', { name: 'Tout télécharger (zip)' });
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['Carottage RD 12.zip']);
    expect(zipped).toEqual([`/api/download-links/${token}/zip`]);
  });

  it('asks the password of a protected link, says when it is wrong, then lists the files', async () => {
    api.use(getGetDownloadLinkMockHandler(link({ isPasswordProtected: true })));
    const asked = serveFiles('Chaussée-2026');
    const zipped: (string | null)[] = [];
    captureSavedFiles();
    api.use(
      getZipDownloadLinkFilesMockHandler((info) => {
        zipped.push(info.request.headers.get('X-Download-Password'));
        return answerFile('PK', 'application/zip', 'x.zip')();
      }),
    );
    await openPage();
    expect(await screen.findByRole('heading', { name: 'Lien protégé' })).toBeDefined();
    // Nothing is listed before a password is given.
    expect(asked).toEqual([]);
    const field = screen.getByLabelText(/Mot de passe/u);
    fireEvent.change(field, { target: { value: 'mauvais' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(await screen.findByText(/Le mot de passe n'est pas le bon/u)).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Fichiers partagés' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Mot de passe/u), {
      target: { value: 'Chaussée-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const list = await screen.findByRole('list', { name: 'Fichiers partagés' });
    expect(within(list).getByText('Rapport final')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Lien protégé' })).toBeNull();
    expect(asked).toEqual(['mauvais', 'Chaussée-2026']);
    fireEvent.click(screen.getByRole('button', { name: 'Tout télécharger (zip)' }));
    await expect.poll(() => zipped).toEqual(['Chaussée-2026']);
  });

  it.each([
    [
      'an unknown link',
      answerProblem(404, 'not_found'),
      'Ce lien de téléchargement n’existe pas. Vérifiez que vous avez copié l’adresse en entier, ou demandez un nouveau lien.',
    ],
    [
      'a revoked link (answered as an expired one)',
      answerProblem(410, 'gone', 'The token has expired'),
      "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.",
    ],
  ])('explains %s in French, and lists nothing', async (_what, answer, sentence) => {
    api.use(getGetDownloadLinkMockHandler(answer));
    const asked = serveFiles();
    await openPage();
    expect(
      await screen.findByRole('heading', { name: 'Ce lien ne peut pas être ouvert' }),
    ).toBeDefined();
    expect(screen.getByText(sentence)).toBeDefined();
    expect(asked).toEqual([]);
  });

  it('says that a link without its token is incomplete', async () => {
    await openPage('/download');
    expect(screen.getByText(/Ce lien de téléchargement est incomplet/u)).toBeDefined();
  });
});
