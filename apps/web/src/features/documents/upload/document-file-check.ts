import type { FileCheck } from '@chaussee/ui';
import { extensionOf } from './upload-documents.js';
import { uploadMessages as text } from './messages.js';

/**
 * What the browser checks before sending a document: only that its name has an extension, which
 * the document records (the contract's DocumentCreate.extension) and the server requires too. Its
 * type and size are the server's to judge, on the content, with its own French reasons.
 */
export const checkDocumentFile: FileCheck = (file) =>
  extensionOf(file.name) === null ? [text.noExtension] : [];

/** The file picker's suggestion: the types the server accepts (a dropped file is checked anyway). */
export const documentAccept = '.pdf,.png,.jpg,.jpeg,.docx,.xlsx,.odt,.ods,.csv,.dwg,.dxf,.zip';
