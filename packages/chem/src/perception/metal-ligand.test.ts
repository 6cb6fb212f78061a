import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../core/cell.js';
import type { Bonds, Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { applyBondRules, isMetal } from './metal-ligand.js';
import { findMetalNodes } from './metal-nodes.js';
import {
  chromiumChain,
  copperPaddlewheel,
  periclase,
  zincOxoCluster,
  zirconiumCluster,
} from './testing/frameworks.js';
import { crystal } from './testing/molecules.js';

const ruled = (mol: Molecule) => applyBondRules(mol, bondsFromDistances(mol).bonds);
/** Bonds between elements za and zb. */
const pairs = (mol: Molecule, za: number, zb: number, bonds: Bonds): number => {
  let n = 0;
  for (let k = 0; k < bonds.count; k++) {
    const [x, y] = [mol.elements[bonds.a[k]!], mol.elements[bonds.b[k]!]];
    if ((x === za && y === zb) || (x === zb && y === za)) n++;
  }
  return n;
};

describe('metal–ligand bond rules', () => {
  it('classifies elements: metalloids that build frameworks are non-metals', () => {
    expect([29, 30, 40, 12, 13, 3].map(isMetal)).toEqual([true, true, true, true, true, true]);
    expect([1, 6, 8, 14, 5, 32].map(isMetal)).toEqual([false, false, false, false, false, false]);
  });

  it('Cu paddlewheel: eight Cu–O bonds, the Cu–Cu axis (2.60 Å, inside 1.15 × Σ r_cov) is not a bond', () => {
    const mol = copperPaddlewheel();
    // The distance rule alone bonds Cu–Cu (2 × 1.32 × 1.15 = 3.04 Å); the per-pair rule removes it.
    expect(pairs(mol, 29, 29, bondsFromDistances(mol).bonds)).toBe(1);
    const r = ruled(mol);
    expect(pairs(mol, 29, 29, r.bonds)).toBe(0);
    expect(pairs(mol, 29, 8, r.bonds)).toBe(8);
    expect(r.dropped.metalMetal).toBe(1);
    expect(r.diagnostics[0]?.message).toMatch(/1 metal–metal contact\(s\) \(Cu–Cu\)/);
    const nodes = findMetalNodes(withBonds(mol, r.bonds)).nodes;
    expect(nodes.map((n) => [n.label, n.metals, n.oxygens.length])).toEqual([['Cu2 paddlewheel', [0, 1], 8]]);
  });

  it('Zn paddlewheel is named by its metal', () => {
    const mol = copperPaddlewheel('Zn');
    expect(findMetalNodes(withBonds(mol, ruled(mol).bonds)).nodes.map((n) => n.label)).toEqual([
      'Zn2 paddlewheel',
    ]);
  });

  it('a MIL-53-like chain: a metal bridged twice to each chain neighbour is no paddlewheel', () => {
    const mol = chromiumChain();
    const r = ruled(mol);
    expect(pairs(mol, 24, 8, r.bonds)).toBe(8);
    // Before the images were counted, the four formates Cr0 shares with Cr1 (two in the home cell, two
    // with the next cell's Cr1) made a "Cr2 paddlewheel".
    expect(findMetalNodes(withBonds(mol, r.bonds)).nodes).toEqual([]);
  });

  it('Zn4O: the μ4-O has four Zn, each Zn three carboxylate O; the edges are not paddlewheels', () => {
    const mol = zincOxoCluster();
    const r = ruled(mol);
    expect(pairs(mol, 30, 8, r.bonds)).toBe(16);
    expect(pairs(mol, 30, 30, r.bonds)).toBe(0);
    const nodes = findMetalNodes(withBonds(mol, r.bonds)).nodes;
    expect(nodes.map((n) => [n.kind, n.label, n.oxygens])).toEqual([['M4O', 'Zn4O', [0]]]);
  });

  it('Zr6O4(OH)4: twelve Zr…Zr edges dropped, 24 Zr–μ3-O bonds; without its H it reads Zr6O8', () => {
    const mol = zirconiumCluster();
    const r = ruled(mol);
    expect(r.dropped.metalMetal).toBe(12);
    expect(pairs(mol, 40, 8, r.bonds)).toBe(24);
    expect(pairs(mol, 40, 1, r.bonds)).toBe(0);
    expect(findMetalNodes(withBonds(mol, r.bonds)).nodes.map((n) => n.label)).toEqual(['Zr6O4(OH)4']);
    const bare = zirconiumCluster(false);
    expect(findMetalNodes(withBonds(bare, ruled(bare).bonds)).nodes.map((n) => n.label)).toEqual(['Zr6O8']);
  });

  it('an oxide (periclase): six Mg–O per Mg, the Mg…Mg contacts are not bonds, no node', () => {
    const mol = periclase();
    const r = ruled(mol);
    expect(r.kept['metal-ligand']).toBe(24);
    expect(r.dropped.metalMetal).toBe(24);
    expect(findMetalNodes(withBonds(mol, r.bonds)).nodes).toEqual([]);
  });

  it('a metal (fcc Cu, one-atom primitive cell) keeps its twelve metallic contacts', () => {
    const a = 3.615 / Math.SQRT2;
    const mol = crystal(cellFromParameters({ a, b: a, c: a, alpha: 60, beta: 60, gamma: 60 }), [
      ['Cu', 0, 0, 0],
    ]);
    const r = ruled(mol);
    expect(r.kept.metallic).toBe(6);
    expect(r.dropped.metalMetal).toBe(0);
  });

  it('metal–H: kept for a hydride H, dropped for an H that belongs to an O', () => {
    const hydride = crystal(cellFromParameters({ a: 8, b: 8, c: 8, alpha: 90, beta: 90, gamma: 90 }), [
      ['Zr', 0.5, 0.5, 0.5],
      ['H', 0.5, 0.5, 0.5 + 1.95 / 8],
    ]);
    expect(ruled(hydride).kept['metal-hydride']).toBe(1);
    const hydroxyl = crystal(cellFromParameters({ a: 8, b: 8, c: 8, alpha: 90, beta: 90, gamma: 90 }), [
      ['Zr', 0.5, 0.5, 0.5],
      ['O', 0.5, 0.5, 0.5 + 2.2 / 8],
      ['H', 0.5 + 0.9 / 8, 0.5, 0.5 + 1.85 / 8], // O–H 0.97 Å, Zr…H 2.06 Å < 1.15 × (1.75 + 0.31)
    ]);
    const r = ruled(hydroxyl);
    expect(pairs(hydroxyl, 40, 1, bondsFromDistances(hydroxyl).bonds)).toBe(1);
    expect(r.dropped.metalHydrogen).toBe(1);
    expect(pairs(hydroxyl, 40, 1, r.bonds)).toBe(0);
    expect(pairs(hydroxyl, 8, 1, r.bonds)).toBe(1);
  });
});
