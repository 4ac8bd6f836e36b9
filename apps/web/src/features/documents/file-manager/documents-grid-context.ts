import type { Document } from '@chaussee/sdk/react';
import { createContext, useContext } from 'react';

/** What the cells of the documents grid may do, decided by the tab from the user's rights. */
export interface DocumentsGridActions {
  selectedIds: ReadonlySet<string>;
  toggleSelected: (document: Document) => void;
  /** Renaming inline: the category's uploaders. */
  mayRename: boolean;
  rename: (document: Document, title: string) => void;
  /** Splitting a PDF makes documents of the category: its uploaders. */
  maySplit: boolean;
  askSplit: (document: Document) => void;
  mayDelete: boolean;
  askDelete: (document: Document) => void;
  preview: (document: Document) => void;
  download: (document: Document) => void;
}

export const DocumentsGridContext = createContext<DocumentsGridActions | null>(null);

export function useDocumentsGridActions(): DocumentsGridActions {
  const actions = useContext(DocumentsGridContext);
  if (actions === null) throw new Error('The documents grid cells need a DocumentsGridContext.');
  return actions;
}
