import { addWaterVirtualSites, findWaterModel, FOUR_POINT_WATER_MODELS } from '@topoforge/chem';
import { tip4pRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { writeStructureText } from '../../convert/structure-text.js';
import { readWizardMol2 } from '../../forcefield/structure.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { badRequest } from '../../../../kernel/http/errors.js';

/** POST model/tip4p: the four-point water conversion of step 1 → 2 (spec 000 §4). */
export function registerTip4pRoute(app: FastifyInstance, ctx: Pick<AppContext, 'auth'>): void {
  registerApiRoute(app, { auth: ctx.auth }, tip4pRoute, ({ body }) => {
    const model = findWaterModel(body.watermodel);
    if (!model || model.sites !== 4) {
      const known = FOUR_POINT_WATER_MODELS.map((m) => m.name);
      throw badRequest('invalid-water-model', { name: body.watermodel, known });
    }
    return writeStructureText(addWaterVirtualSites(readWizardMol2(body.data), model.name), 'mol2');
  });
}
