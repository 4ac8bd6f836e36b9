/**
 * Every French text the maps write into their answers, in one place for review: layer names,
 * measure and field labels the catalogue has no entry for, legend classes. The labels of codes
 * (core statuses, pollutant classes, distress types) are packages/validation's catalogue.
 */
export const mapTexts = {
  layers: {
    cores: 'Carottes',
    auscultation_points: 'Dégradations ponctuelles',
    auscultation_segments: 'Dégradations linéaires',
    prs: 'Points de repère (PR)',
  },
  fields: {
    name: 'Carotte',
    pahClass: 'Classe HAP',
    thClass: 'Classe HCT',
    asbestosClass: 'Amiante',
    bituminousThickness: 'Épaisseur bitumineuse totale',
    isPositionComputed: 'Position calculée depuis le PR',
    landmark: 'PR',
    degradation: 'Dégradation',
  },
  /** The legend class of features without a value. */
  notFilled: 'Non renseigné',
  /** The one class of a single-colour layer. */
  allFeatures: 'Tous les éléments',
  /** « Gravité 2 »: a class of the severity measure. */
  severity: (level: number) => `Gravité ${String(level)}`,
  /** « 100 à 200 mm », « < 100 mm », « ≥ 300 mm »: a class of thickness. */
  thicknessRange: (from: number | null, to: number | null) => {
    if (from === null || from === 0) return `< ${String(to)} mm`;
    if (to === null) return `≥ ${String(from)} mm`;
    return `${String(from)} à ${String(to)} mm`;
  },
} as const;
