import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { labelOf, labels } from './labels.js';

const enumsFolder = new URL('../../../openapi/src/schemas/enums/', import.meta.url);

/** The codes of an enum file of the contract (a flat `enum:` list of quoted or bare strings). */
function contractCodes(fileName: string): string[] {
  const text = readFileSync(new URL(fileName, enumsFolder), 'utf8');
  const list = text.slice(text.indexOf('enum:'));
  return [...list.matchAll(/^\s*-\s*'?([^'\n]+?)'?\s*$/gmu)].map((match) => match[1] ?? '');
}

describe('labels', () => {
  it('label every code of every enum of the contract, and nothing else', () => {
    const enumFiles = readdirSync(enumsFolder).filter((name) => name.endsWith('.yaml'));
    expect(enumFiles.length).toBeGreaterThan(0);
    const labelledEnums: Record<string, Record<string, string>> = labels;
    for (const fileName of enumFiles) {
      const enumName = fileName.replace(/\.yaml$/u, '');
      const codes = contractCodes(fileName);
      expect(codes.length, enumName).toBeGreaterThan(0);
      expect(Object.keys(labelledEnums[enumName] ?? {}).sort(), enumName).toEqual(codes.sort());
    }
  });

  it('are written in French, as the issue shows', () => {
    expect(labelOf('CampaignStatus', 'awaiting_validation')).toBe('En attente de validation');
    expect(labelOf('InterfaceBondState', 'semi-bonded')).toBe('Semi-collée');
    expect(labelOf('CampaignStatus', 'to_complete')).toBe('À compléter');
    expect(labelOf('CampaignStatus', 'abandoned')).toBe('Abandonnée');
    expect(labelOf('CoreStatus', 'empty')).toBe('Vide');
    expect(labelOf('LayerType', 'BETON')).toBe('Béton');
    expect(labelOf('LayerType', 'EB')).toBe('EB – Enrobé bitumineux');
    expect(labelOf('PollutantKind', 'PAH')).toBe('HAP');
    expect(labelOf('PollutantKind', 'TH_ref_be')).toBe('HCT (Réf. BE)');
    expect(labelOf('CoreSampleKind', 'hole')).toBe('Fond de trou');
    expect(labelOf('ConditionDescriptor', 'cracked_ripped_off')).toBe('Fissurée / arrachements');
    expect(labelOf('DistressType', 'pothole')).toBe('Nid-de-poule');
    expect(labelOf('DistressType', 'crazing')).toBe('Faïençage');
    expect(labelOf('LaboratoryOrderStatus', 'ResultsSent')).toBe('Résultats envoyés');
    expect(labelOf('SampleCode', 'LFRA-RUPT')).toBe('LFRA-RUPT');
    expect(labelOf('Job', 'study_manager')).toBe("Chargé d'affaires");
    expect(labelOf('Role', 'ROLE_CUSTOMER_MAIN')).toBe('Client principal');
    expect(labelOf('CampaignType', 'macro')).toBe('Macro-campagne');
  });

  it('never show a snake_case or ROLE_ code to the user', () => {
    for (const [enumName, enumLabels] of Object.entries(labels)) {
      for (const [code, label] of Object.entries(enumLabels)) {
        expect(label, `${enumName}.${code}`).not.toMatch(/_|^ROLE|^\s|\s$/u);
        expect(label.length, `${enumName}.${code}`).toBeGreaterThan(0);
      }
    }
  });

  it('shows the code of an enum value it does not know yet', () => {
    const labelOfServerCode = (code: string) => labelOf('CampaignStatus', code as 'new');
    expect(labelOfServerCode('reopened')).toBe('reopened');
  });
});
