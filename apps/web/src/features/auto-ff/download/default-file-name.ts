/**
 * The name the dialog starts with (issue 16.6): the loaded file's name without its extension, else the
 * structure's own name (the mol2 MOLECULE line: a SMILES string or a sketch's title) in characters a file
 * name can hold, else 'structure'.
 */
export function defaultFileName(originalFileName: string, mol2: string): string {
  const stem = originalFileName.replace(/\.[^.]*$/, '').trim();
  if (stem !== '') return stem;
  const title = /@<TRIPOS>MOLECULE\r?\n([^\r\n]*)/.exec(mol2)?.[1]?.trim() ?? '';
  const safe = title
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return safe === '' ? 'structure' : safe;
}
