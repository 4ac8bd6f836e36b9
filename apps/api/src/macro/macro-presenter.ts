import type { components } from '@chaussee/sdk';
import type {
  MacroCampaignRow,
  MacroOrganizationRow,
  MacroProjectRow,
} from './macro-groups.repository.js';
import { bboxOf, pollutantsOf } from './macro-statistics.js';

type Schemas = components['schemas'];

export function toMacroCampaign({ figures, ...row }: MacroCampaignRow): Schemas['MacroCampaign'] {
  return {
    ...row,
    coresCount: figures.coresCount,
    pollutants: pollutantsOf(figures),
    bbox: bboxOf(figures),
  };
}

export function toMacroProject({ figures, ...row }: MacroProjectRow): Schemas['MacroProject'] {
  return {
    ...row,
    coresCount: figures.coresCount,
    pollutants: pollutantsOf(figures),
    bbox: bboxOf(figures),
  };
}

export function toMacroOrganization({
  figures,
  ...row
}: MacroOrganizationRow): Schemas['MacroOrganization'] {
  return { ...row, coresCount: figures.coresCount, pollutants: pollutantsOf(figures) };
}
