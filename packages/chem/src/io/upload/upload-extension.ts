/**
 * The extension an upload is judged by: the lower-case text after the last dot of the base name.
 * VASP writes POSCAR and CONTCAR without an extension; those names count as 'vasp', the extension
 * the crystal flow accepts (spec 000 §5).
 */
export function uploadExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  if (dot < 0) return /^(POSCAR|CONTCAR)/i.test(base) ? 'vasp' : '';
  return base.slice(dot + 1).toLowerCase();
}
