/**
 * Every French text the dashboards write into their answers and files, in one place for review:
 * the default tabs, the filter labels, the names of series and axes, the sheets and headers of the
 * Excel synoptic. The labels of codes (statuses, layer types, classes, routes, chart titles) are
 * packages/validation's catalogue.
 */
export const dashboardTexts = {
  /** The tabs of a coring campaign's default dashboard. */
  categories: {
    structure: 'Structure de chaussée',
    pollutants: 'Analyses et filières',
  },
  filters: {
    road: 'Route',
    direction: 'Sens de circulation',
    lane: 'Voie',
    prFrom: 'Du PR',
    prTo: 'Au PR',
    material: 'Type de matériau',
    status: 'Statut de la carotte',
  },
  series: {
    cores: 'Carottes',
    layers: 'Couches',
  },
  /** « Couche 2 »: the x axis of the per-layer charts. */
  layerPosition: (position: number) => `Couche ${String(position)}`,
  /** « 150 – 200 mm »: a bar of the thickness distribution. */
  thicknessRange: (from: number, to: number) => `${String(from)} – ${String(to)} mm`,
  /** « K2 (PR 1 + 500) »: a core on the road's axis. */
  coreOnRoad: (name: string, landmark: string | null, abscissa: number | null) =>
    landmark === null
      ? name
      : `${name} (${landmark}${abscissa === null ? '' : ` + ${String(abscissa).replace('.', ',')}`})`,
  /** « Grenoble – voie 1 »: a series of the thickness along the road. */
  directionAndLane: (direction: string | null, lane: string | null) =>
    `${direction ?? 'Sens non renseigné'} – ${lane === null ? 'voie non renseignée' : `voie ${lane}`}`,
  excel: {
    fileName: (campaignName: string) => `${campaignName} - synoptique.xlsx`,
    synopticSheet: 'Synoptique',
    legendSheet: 'Légende',
    headers: {
      core: 'Carotte',
      road: 'Route',
      direction: 'Sens',
      lane: 'Voie',
      landmark: 'PR',
      abscissa: 'Abscisse (m)',
      totalThickness: 'Épaisseur totale (mm)',
      wasteRoute: 'Filière de la carotte',
      layer: (position: number) => `Couche ${String(position)}`,
      layerClasses: (position: number) => `Couche ${String(position)} – classes et filière`,
    },
    /** A layer's cell: « EB – BBSG · 40 mm ». */
    layerCell: (material: string, thickness: number) =>
      `${material} · ${String(thickness).replace('.', ',')} mm`,
    legend: {
      materials: 'Types de couche (fond des cellules « Couche »)',
      classes: 'Classes de polluants (fond des cellules « classes et filière » : la plus élevée)',
      routes: 'Filières d’évacuation',
    },
  },
  /** The columns of GET /campaigns/{id}/data (JSON, CSV and Excel alike). */
  dataColumns: {
    core: 'Carotte',
    road: 'Route',
    landmark: 'PR',
    abscissa: 'Abscisse',
    direction: 'Sens de circulation',
    lane: 'Voie',
    nrName: 'Nom BE',
    status: 'Statut',
    lat: 'Latitude',
    lng: 'Longitude',
    layers: 'Nombre de couches',
    totalThickness: 'Épaisseur totale',
    bituminousThickness: 'Épaisseur bitumineuse',
    wasteRoute: 'Filière d’évacuation',
    position: 'Couche',
    interface: 'Interface sous la couche',
    name: 'Nom de la couche',
    type: 'Type',
    material: 'Matériau',
    thickness: 'Épaisseur',
    topDepth: 'Profondeur du haut',
    bottomDepth: 'Profondeur du bas',
    condition: 'État',
    interfaceBelow: 'Interface avec la couche inférieure',
    upper: 'Couche supérieure',
    lower: 'Couche inférieure',
    bondState: 'État de l’interface',
    kind: 'Analyse',
    value: 'Teneur',
    asbestosPresent: 'Amiante détecté',
    class: 'Classe',
  },
  /** « Classe HAP »: the column of a result's class. */
  classOf: (kind: string) => `Classe ${kind}`,
  /** The file of GET /campaigns/{id}/data: « RD 1075 - couches.csv ». */
  dataFileName: (campaignName: string, type: string, extension: 'csv' | 'xlsx') =>
    `${campaignName} - ${type}.${extension}`,
  /** The names of the tables in file names and sheet names. */
  dataTypes: {
    cores: 'carottes',
    layers: 'couches',
    interfaces: 'interfaces',
    analyses: 'analyses',
  },
  yes: 'Oui',
  no: 'Non',
} as const;
