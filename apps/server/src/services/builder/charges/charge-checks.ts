import type { ChargeMethod, Molecule } from '@topoforge/chem';
import { chargeOptions, symbolOf } from '@topoforge/chem';
import type { ProgramReport } from '@topoforge/contract';
import { uncoveredElements, unavailableReason } from '@topoforge/engines';
import { badRequest, HttpError } from '../../../kernel/http/errors.js';

/** 400 'method-unavailable' for a charge type TopoForge cannot compute, with the reason. */
export function requireAvailable(method: ChargeMethod): void {
  const reason = unavailableReason(method);
  if (reason === undefined) return;
  throw badRequest('method-unavailable', {
    en: `${method.id} is not available: ${reason}`,
    zh: `${method.id} 暂不可用：${reason}`,
  });
}

/** 400 naming the elements (and the first atoms, 1-based) the method has no parameters for. */
export function requireElements(method: ChargeMethod, mol: Molecule): void {
  const missing = uncoveredElements(method, mol.elements);
  if (missing.length === 0) return;
  const symbols = missing.map(symbolOf).join(', ');
  const atoms: number[] = [];
  mol.elements.forEach((z, i) => {
    if (missing.includes(z)) atoms.push(i + 1);
  });
  const list = atoms.slice(0, 10).join(', ') + (atoms.length > 10 ? ', …' : '');
  throw badRequest('unsupported-element', {
    en: `${method.id} has no parameters for ${symbols} (atoms ${list})`,
    zh: `${method.id} 不支持元素 ${symbols}（原子 ${list}）`,
  });
}

/**
 * The net charge to use: the one asked for, or the default option (spec 000 §5: the third). A charge
 * that leaves an odd number of electrons is refused, naming the charges that fit.
 */
export function netChargeOf(mol: Molecule, requested: number | undefined): number {
  const { options, defaultCharge } = chargeOptions(mol);
  if (requested === undefined) return defaultCharge;
  const electrons = mol.elements.reduce((s, z) => s + z, 0) - requested;
  if (electrons % 2 === 0) return requested;
  const fits = options.join(', ');
  throw badRequest('charge-parity', {
    en: `net charge ${requested} leaves an odd number of electrons (${electrons}); choose one of ${fits}`,
    zh: `净电荷 ${requested} 使电子数为奇数（${electrons}）；请选择 ${options.join('、')} 之一`,
  });
}

/** Why the program a method runs is not usable on this server (found at start-up), or undefined. */
export function programMissing(method: ChargeMethod, programs: ProgramReport): string | undefined {
  if (method.provider.kind !== 'program') return undefined;
  const program = method.provider.program;
  const status = (programs as Readonly<Record<string, { found: boolean } | undefined>>)[program];
  return status?.found === false ? `${program} is not installed on this server` : undefined;
}

/** 503 when the method's program is missing: a server problem, not the input's. */
export function requireProgram(method: ChargeMethod, programs: ProgramReport): void {
  const missing = programMissing(method, programs);
  if (missing === undefined) return;
  throw new HttpError(503, 'program-unavailable', {
    en: `${method.id}: ${missing}`,
    zh: `${method.id}：服务器未安装 ${method.provider.kind === 'program' ? method.provider.program : ''}`,
  });
}
