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
    },
    /** A layer's cell: « EB – BBSG · 40 mm · HAP ≥ 1 000 mg/kg ». */
    layerCell: (material: string, thickness: number, classes: readonly string[]) =>
      [material, `${String(thickness).replace('.', ',')} mm`, ...classes].join(' · '),
    legend: {
      materials: 'Types de couche (couleur de fond)',
      classes: 'Classes de polluants (couleur du texte et de la bordure)',
      routes: 'Filières',
    },
  },
  data: {
    fileName: (campaignName: string, type: string) => `${campaignName} - ${type}`,
  },
} as const;
