import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerChargeRoutes } from './routes/charge/charge.js';
import { registerForceFieldRoutes } from './routes/forcefield/register.js';
import { registerLibraryRoutes } from './routes/model/library.js';
import { registerConvertRoutes } from './routes/register-convert.js';
import { registerTopfileRoutes } from './routes/topfile/register.js';

/** The builder API under /cgi/forward/autoff (spec 000 §7): every call the builder pages make. */
export function registerBuilderService(app: FastifyInstance, ctx: AppContext): void {
  registerTopfileRoutes(app, ctx);
  registerForceFieldRoutes(app, ctx);
  registerLibraryRoutes(app, ctx);
  registerConvertRoutes(app, ctx);
  registerChargeRoutes(app, ctx);
}
