// GET /api/health: liveness and database reachability, for load balancers and the app's online probe.
import type { FastifyInstance } from 'fastify';

export async function registerHealthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    const started = performance.now();
    try {
      await app.ctx.db.query('SELECT 1');
      return {
        status: 'ok',
        database: app.ctx.db.kind,
        latencyMs: Math.round(performance.now() - started),
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.ctx.db.kind });
    }
  });
}
