// `pnpm bench:pdf` (scripts/bench/pdf-report.mjs): times the campaign report of CORES cores (120
// by default), each with five layers, laboratory results and a 12-megapixel photo, through the
// same code as POST /v2/coring/campaigns/{id}/pdf from the cores on (reading the rows is left
// out: the budget is the writing). Photos are written to a temporary folder first and
// read back one at a time, as the storage serves them. A benchmark: it prints, it asserts nothing.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@chaussee/sdk';
import { classifyContent } from '@chaussee/validation';
import sharp from 'sharp';
import { writeCampaignReport } from './campaign-report.js';
import type { ReportCore } from './core-sheet.js';
import { printablePhoto } from './printable-photo.js';

type CoreLayer = components['schemas']['CoreLayer'];

const count = Number(process.env.CORES ?? '120');
const LAYER_TYPES = ['EB', 'EB', 'CA', 'GTLH', 'CS'] as const;

function layerOf(coreId: string, position: number, core: number): CoreLayer {
  const type = LAYER_TYPES[position - 1] ?? 'CS';
  const thickness = 40 + ((core * 7 + position * 13) % 90);
  return {
    id: `${coreId}-${String(position)}`,
    coreId,
    position,
    name: null,
    type,
    materialCategory: null,
    otherMaterial: 'Béton bitumineux semi-grenu',
    thickness,
    topDepth: 0,
    bottomDepth: thickness,
    condition: 'healthy_smooth',
    comment: null,
    samples: [],
    pollutantAnalyses: [
      {
        kind: 'PAH',
        valueMgKg: (core * 37 + position * 101) % 1400,
        asbestosPresent: null,
        analysedAt: '2026-03-02',
        laboratoryOrderId: null,
      },
      {
        kind: 'asbestos',
        valueMgKg: null,
        asbestosPresent: (core + position) % 9 === 0,
        analysedAt: '2026-03-02',
        laboratoryOrderId: null,
      },
    ],
  };
}

const folder = await mkdtemp(join(tmpdir(), 'chaussee-pdf-bench-'));
try {
  // One photo per core, each a different 4000 × 3000 noise (as costly to decode as a real one).
  const photoStarted = performance.now();
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#8d6e63',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  for (let index = 0; index < count; index += 1) {
    await writeFile(join(folder, `${String(index)}.jpg`), photo);
  }
  process.stdout.write(
    `${String(count)} photos of ${String(Math.round(photo.length / 1024))} kB written in ${String(Math.round(performance.now() - photoStarted))} ms (not timed below)\n`,
  );

  const cores: ReportCore[] = Array.from({ length: count }, (_, index) => {
    const id = `core-${String(index)}`;
    return {
      core: {
        id,
        number: index + 1,
        displayName: `C${String(index + 1)}`,
        landmark: `PR ${String(10 + Math.floor(index / 20))}`,
        abscissa: (index % 20) * 50,
        status: 'validated',
        road: null,
        direction: null,
        lane: null,
        lateralPosition: null,
        lat: null,
        lng: null,
        diameter: 150,
        isFullStructure: true,
        note: null,
        corePictures: [{ path: `${String(index)}.jpg` }],
      } as unknown as ReportCore['core'],
      layers: [1, 2, 3, 4, 5].map((position) => layerOf(id, position, index)),
      interfaces: [],
    };
  });

  // The synoptic as the dashboards' query answers it, for the same cores (one group).
  const synoptic = [
    {
      direction: 'Croissant',
      lane: 'Droite',
      cores: cores.map(({ core, layers }) => {
        let depth = 0;
        return {
          id: core.id,
          displayName: core.displayName,
          nrName: null,
          status: core.status,
          road: null,
          landmark: core.landmark,
          prNumber: null,
          abscissa: core.abscissa,
          direction: 'Croissant',
          lane: 'Droite',
          lat: null,
          lng: null,
          totalThickness: layers.reduce((sum, layer) => sum + layer.thickness, 0),
          bituminousThickness: 0,
          wasteRoute: 'hazardous' as const,
          layers: layers.map((layer) => {
            const topDepth = depth;
            depth += layer.thickness;
            return {
              id: layer.id,
              position: layer.position,
              name: null,
              type: layer.type,
              materialCategory: null,
              otherMaterial: layer.otherMaterial,
              thickness: layer.thickness,
              topDepth,
              bottomDepth: depth,
              condition: layer.condition,
              interfaceBelow: null,
              pollutants: layer.pollutantAnalyses.map((analysis) => ({
                kind: analysis.kind,
                value: analysis.valueMgKg,
                unit: null,
                asbestosPresent: analysis.asbestosPresent,
                classId:
                  analysis.valueMgKg === null
                    ? null
                    : (classifyContent('PAH', analysis.valueMgKg)?.id ?? null),
              })),
              wasteRoute: 'hazardous' as const,
            };
          }),
        };
      }),
    },
  ];

  const memoryBefore = process.memoryUsage().rss;
  let peak = memoryBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const bytes = await writeCampaignReport(
    {
      layout: {
        title: 'Banc d’essai',
        headerText: 'Chaussée – banc d’essai',
        footerText: null,
        logo: undefined,
      },
      campaign: {
        name: 'RD 1075 – Banc d’essai',
        reference: null,
        customerReference: null,
        startDate: '2026-03-02',
        endDate: null,
      },
      projectName: 'Projet de banc d’essai',
      generatedAt: new Date(),
      cores,
      photoOf: async ({ core }) => {
        const [picture] = core.corePictures;
        return picture === undefined
          ? undefined
          : printablePhoto(await readFile(join(folder, picture.path)));
      },
    },
    synoptic,
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  process.stdout.write(
    `Campaign report of ${String(count)} cores: ${String(Math.round(elapsed))} ms, ${String(Math.round(bytes.length / 1024))} kB, ` +
      `peak RSS +${String(Math.round((peak - memoryBefore) / 1024 / 1024))} MB\n`,
  );
  if (process.env.PDF_OUT !== undefined) await writeFile(process.env.PDF_OUT, bytes);
} finally {
  await rm(folder, { recursive: true, force: true });
}
