import { PICTURE_MEDIA_TYPES, validatePicture, type PictureFile } from '@chaussee/validation';

/** What a dropped or chosen file exposes (a browser `File` fits). */
export interface CandidateFile extends PictureFile {
  name: string;
}

/** The French sentences of what is wrong with a file, none when it may be uploaded. */
export type FileCheck = (file: CandidateFile) => string[];

/** Profile and core pictures: JPG or PNG, at most 1 Mo (spec section 9), the server's own rule. */
export const checkPicture: FileCheck = (file) =>
  validatePicture(file).map((violation) => violation.message);

/** The `accept` attribute of the file picker for pictures. */
export const pictureAccept = PICTURE_MEDIA_TYPES.join(',');

export interface RejectedFile<F extends CandidateFile> {
  file: F;
  messages: string[];
}

/** Sorts the files before any upload: those that pass the check, and the others with why. */
export function sortFiles<F extends CandidateFile>(
  files: readonly F[],
  check: FileCheck,
): { accepted: F[]; rejected: RejectedFile<F>[] } {
  const accepted: F[] = [];
  const rejected: RejectedFile<F>[] = [];
  for (const file of files) {
    const problems = check(file);
    if (problems.length === 0) accepted.push(file);
    else rejected.push({ file, messages: problems });
  }
  return { accepted, rejected };
}
