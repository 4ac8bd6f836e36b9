import type { Core } from '@chaussee/sdk/react';
import { createContext, useContext } from 'react';
import type { InlineCorePatch } from './apply-core-patch.js';

/** What the cells of the cores grid may do, given by the page (AG Grid renders cells in its tree). */
export interface CoresGridActions {
  mayEdit: boolean;
  editInline: (core: Core, patch: InlineCorePatch) => void;
  describe: (core: Core) => void;
  askDelete: (core: Core) => void;
}

export const CoresGridContext = createContext<CoresGridActions | null>(null);

export function useCoresGridActions(): CoresGridActions {
  const actions = useContext(CoresGridContext);
  if (actions === null) throw new Error('The cores grid cells need a CoresGridContext');
  return actions;
}
