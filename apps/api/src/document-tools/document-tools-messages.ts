/**
 * Every French text the document tools write into what they hand out, in one place for review:
 * the names of the files and zips, the words of the CSV cells, the titles of the documents that a
 * merge or a split makes. The refusals are packages/validation's (the web shows them too).
 */
export const csvExportTexts = {
  yes: 'Oui',
  no: 'Non',
  /** The zip of a coring campaign's CSV exports, named after the campaign. */
  zipName: (campaignName: string) => `${campaignName} - exports CSV.zip`,
  fileNames: {
    cores: 'carottes.csv',
    layers: 'couches.csv',
    interfaces: 'interfaces.csv',
    samples: 'echantillons.csv',
    sampleResults: 'resultats-essais.csv',
    pollutantAnalyses: 'analyses-polluants.csv',
  },
} as const;

export const zipTexts = {
  /** The zip of documents picked in a campaign's file manager, named after the campaign. */
  zipName: (campaignName: string) => `${campaignName}.zip`,
  /** What the zip holds in place of a file the storage no longer has. */
  missingFileName: (name: string) => `${name} - fichier introuvable.txt`,
  missingFileText: (name: string) =>
    `Le fichier « ${name} » est introuvable dans le stockage : il n'a pas pu être ajouté à ce zip. ` +
    "Signalez-le à l'administrateur de la plateforme.",
} as const;

export const pdfTexts = {
  /** The title of a merge when none is given: the first document's. */
  mergedTitle: (title: string) => `${title} (fusion)`,
  /** The title of a part of a split: the original's, with its pages. */
  splitTitle: (title: string, { from, to }: { from: number; to: number }) =>
    from === to
      ? `${title} - page ${String(from)}`
      : `${title} - pages ${String(from)} à ${String(to)}`,
  /** The file name of a new PDF whose title leaves nothing usable. */
  fallbackName: 'document.pdf',
} as const;
