// Analytics service (product-spec §7): POST /api/analytics/{project}/log stores a batch of events
// of the signed-in user; a visitor who never signs in leaves no analytics on the server (the app
// keeps a signed-out visitor's events on the device until someone signs in).
// A request whose browser sends `DNT: 1` or `Sec-GPC: 1` is answered 202 and stores nothing.
// Invariants: the user id comes only from the access token; an email is kept only when it is that
// user's own address; an event with any field outside the spec's list is refused whole, so no
// personal data can slip in under another name.
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_MAX_STRING_LENGTH } from '../../src/shared/constants.ts';
import { trackingRefusedBy } from '../../src/shared/privacySignals.ts';
import {
  ANALYTICS_CHANNELS,
  ANALYTICS_EVENT_FIELDS,
  ANALYTICS_MAX_EVENTS_PER_REQUEST,
  UTM_FIELDS,
} from '../../src/shared/analytics.ts';
import { createRateLimiter } from '../services/rateLimiter.ts';
import {
  requirePermission,
  requireProject,
  requireUser,
  ServiceError,
} from '../services/access.ts';
import { objectBody, useServiceErrors } from '../services/errors.ts';

/** Events older than this (a device offline for long) or in the future are refused. */
const MAX_EVENT_AGE_MS = 7 * 24 * 3600_000;
const MAX_CLOCK_SKEW_MS = 10 * 60_000;
const EVENT_TYPE = /^[A-Za-z0-9_.:-]{1,64}$/;
/** Batches per second per user. */
const LOG_RATE_PER_S = 5;
const LOG_BURST = 30;

function invalid(index: number, message: string): ServiceError {
  return new ServiceError(400, 'INVALID_EVENT', `Event ${index}: ${message}`);
}

function optionalString(
  event: Record<string, unknown>,
  field: string,
  index: number,
): string | null {
  const value = event[field];
  if (value == null) return null;
  if (typeof value !== 'string') throw invalid(index, `${field} must be a string`);
  if (value.length > ANALYTICS_MAX_STRING_LENGTH) {
    throw invalid(index, `${field} must be at most ${ANALYTICS_MAX_STRING_LENGTH} characters`);
  }
  return value;
}

export async function registerAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  useServiceErrors(app);
  const limiter = createRateLimiter(LOG_RATE_PER_S, LOG_BURST);

  app.post<{ Params: { project: string } }>('/:project/log', async (request, reply) => {
    const project = requireProject(app, request.params.project);
    const caller = requirePermission(
      app,
      await requireUser(app, request, project),
      'analytics.log',
    );
    if (!limiter.take(caller.user.id)) {
      throw new ServiceError(429, 'RATE_LIMITED', 'Too many analytics requests: slow down');
    }
    const body = objectBody(request.body, 'Send a JSON object with an events array');
    const events = body.events;
    if (
      !Array.isArray(events) ||
      events.length === 0 ||
      events.length > ANALYTICS_MAX_EVENTS_PER_REQUEST
    ) {
      throw new ServiceError(
        400,
        'INVALID_EVENTS',
        `events must be an array of 1 to ${ANALYTICS_MAX_EVENTS_PER_REQUEST} events`,
      );
    }
    const now = Date.now();
    const rows = events.map((raw: unknown, index) => {
      if (raw == null || typeof raw !== 'object' || Array.isArray(raw)) {
        throw invalid(index, 'must be an object');
      }
      const event = raw as Record<string, unknown>;
      const unknownField = Object.keys(event).find(
        (field) => !(ANALYTICS_EVENT_FIELDS as readonly string[]).includes(field),
      );
      if (unknownField) throw invalid(index, `unknown field "${unknownField.slice(0, 64)}"`);
      if (typeof event.type !== 'string' || !EVENT_TYPE.test(event.type)) {
        throw invalid(index, 'type must be 1 to 64 letters, digits and _ . : -');
      }
      const time = typeof event.timestamp === 'string' ? Date.parse(event.timestamp) : NaN;
      if (!Number.isFinite(time)) throw invalid(index, 'timestamp must be an ISO 8601 time');
      if (time > now + MAX_CLOCK_SKEW_MS || time < now - MAX_EVENT_AGE_MS) {
        throw invalid(index, 'timestamp must be within the last 7 days');
      }
      if (event.project_id != null && event.project_id !== project) {
        throw invalid(index, 'project_id does not match the project in the address');
      }
      const channel = event.channel ?? null;
      if (channel != null && !(ANALYTICS_CHANNELS as readonly unknown[]).includes(channel)) {
        throw invalid(index, `channel must be one of ${ANALYTICS_CHANNELS.join(', ')}`);
      }
      const width = event.screen_width ?? null;
      if (
        width != null &&
        (!Number.isInteger(width) || (width as number) < 0 || (width as number) > 100_000)
      ) {
        throw invalid(index, 'screen_width must be a whole number of pixels');
      }
      const email = optionalString(event, 'user_email', index);
      if (email != null && email.toLowerCase() !== caller.user.email.toLowerCase()) {
        throw invalid(index, "user_email may only be the signed-in user's own address");
      }
      optionalString(event, 'user_id', index);
      return [
        project,
        event.type,
        new Date(time).toISOString(),
        caller.user.id,
        email,
        optionalString(event, 'session_id', index),
        optionalString(event, 'pathname', index),
        optionalString(event, 'referrer', index),
        width,
        channel,
        ...UTM_FIELDS.map((field) => optionalString(event, field, index)),
      ];
    });
    const COLUMNS = 15;
    const placeholders = rows
      .map(
        (_, row) =>
          `(${Array.from({ length: COLUMNS }, (_, column) => `$${row * COLUMNS + column + 1}`).join(', ')})`,
      )
      .join(', ');
    // Checked after the batch, so a bad batch is still told what is wrong with it.
    if (
      trackingRefusedBy({
        doNotTrack: request.headers.dnt,
        globalPrivacyControl: request.headers['sec-gpc'],
      })
    ) {
      return reply.code(202).send({ accepted: 0 });
    }
    await app.ctx.db.query(
      `INSERT INTO analytics_events (project_id, type, occurred_at, user_id, user_email, session_id,
         pathname, referrer, screen_width, channel, utm_source, utm_medium, utm_campaign, utm_term,
         utm_content)
       VALUES ${placeholders}`,
      rows.flat(),
    );
    return reply.code(202).send({ accepted: rows.length });
  });
}
