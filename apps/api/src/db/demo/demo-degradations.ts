import type { NewDegradation } from '../../reference-data/reference-catalogue.service.js';

/** The distress types of the auscultation surveys, as the map draws and measures them. */
export const DEMO_DEGRADATIONS: readonly NewDegradation[] = [
  { distressType: 'tearing_off', label: 'Arrachement', color: '#8d6e63', unit: 'm2' },
  { distressType: 'various_cracks', label: 'Fissures diverses', color: '#fbc02d', unit: 'm' },
  { distressType: 'longitudinal_joint', label: 'Joint longitudinal', color: '#ffa000', unit: 'm' },
  { distressType: 'crazing', label: 'Faïençage', color: '#e64a19', unit: 'm2' },
  {
    distressType: 'longitudinal_crack',
    label: 'Fissure longitudinale',
    color: '#f57c00',
    unit: 'm',
  },
  { distressType: 'transverse_crack', label: 'Fissure transversale', color: '#ef6c00', unit: 'm' },
  { distressType: 'pothole', label: 'Nid-de-poule', color: '#c62828', unit: 'count' },
  { distressType: 'slab_cracks', label: 'Dalles fissurées', color: '#6d4c41', unit: 'count' },
  { distressType: 'sagging', label: 'Affaissement', color: '#5d4037', unit: 'm2' },
  { distressType: 'glaze_penetrant', label: 'Ressuage', color: '#455a64', unit: 'm2' },
  { distressType: 'repair', label: 'Réparation', color: '#1976d2', unit: 'm2' },
  { distressType: 'corner_break', label: 'Épaufrure d’angle', color: '#7b1fa2', unit: 'count' },
  { distressType: 'hollow_rut', label: 'Orniérage à petit rayon', color: '#ad1457', unit: 'm' },
  { distressType: 'rut_edge', label: 'Orniérage de rive', color: '#d81b60', unit: 'm' },
  { distressType: 'healthy_area', label: 'Zone saine', color: '#388e3c', unit: 'm' },
];
