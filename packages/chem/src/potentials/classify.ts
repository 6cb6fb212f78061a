import { parseFuncfl, parsePolymorphic, parseSetfl, setflStyleOf } from './eam-files.js';
import { parseReaxff } from './reaxff-file.js';
import type { ParsedPotential } from './types.js';

/**
 * What the catalogue does with each file of a LAMMPS potentials folder: list it (with its parser), keep it
 * as the companion file of another module, or leave it out for a stated reason. Every file gets an answer,
 * so a listing can show that nothing of the EAM and ReaxFF families was dropped silently.
 */
export type FileDecision =
  | { readonly action: 'list'; readonly parse: (name: string, text: string) => ParsedPotential }
  | { readonly action: 'companion'; readonly of: string; readonly reason: string }
  | { readonly action: 'exclude'; readonly reason: string };

/** The second file of a module and the module's file (ci-reaxFF: its ZBL correction tables). */
export const COMPANION_FILES: Readonly<Record<string, string>> = {
  'ci-reaxFF_ZBL.dat': 'ffield.ci-reax.CH',
};

const MEAM =
  'MEAM (pair_style meam, meam/spline, meam/sw/spline): spec 001 §9 lists only the potential types EAM and ' +
  'ReaxFF, and MEAM is neither the EAM functional form nor a ReaxFF file';

export function decideFile(name: string): FileDecision {
  const companionOf = COMPANION_FILES[name];
  if (companionOf !== undefined) {
    return {
      action: 'companion',
      of: companionOf,
      reason: `pair_style table file listed with ${companionOf}`,
    };
  }
  if (/^ffield\.(ci-)?reax\./.test(name)) return { action: 'list', parse: parseReaxff };
  if (name === 'README.reax') {
    return {
      action: 'exclude',
      reason: 'documentation of the ReaxFF files (a citation source), not a potential',
    };
  }
  if (name.endsWith('.eam')) return { action: 'list', parse: parseFuncfl };
  const setfl = setflStyleOf(name);
  if (setfl !== undefined) return { action: 'list', parse: (n, t) => parseSetfl(n, t, setfl) };
  if (name.endsWith('_eam.poly')) return { action: 'list', parse: parsePolymorphic };
  if (name.endsWith('.poly')) {
    return {
      action: 'exclude',
      reason:
        'pair_style polymorphic table of a non-EAM form (Stillinger-Weber, Tersoff or bond-order, as its ' +
        'name says), not EAM-family',
    };
  }
  if (/\.meam($|\.)|\.meam\.(sw\.)?spline$/.test(name) || name === 'library.meam') {
    return { action: 'exclude', reason: MEAM };
  }
  return { action: 'exclude', reason: 'neither an EAM-family nor a ReaxFF file' };
}
