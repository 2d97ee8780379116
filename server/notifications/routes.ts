// Notifications service (product-spec §7): POST /api/notifications/{project}/email sends one
// message through the server's mail transport (the same one auth uses: SMTP_URL, or .eml files in
// DATA_DIR/mail). A signed-in user may only write to their own verified address; the service key
// and roles granted notifications.email_any may write to anyone. Invariants: no address, subject
// or body is ever logged, and header fields cannot carry line breaks (no header injection).
import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../services/rateLimiter.ts';
import {
  may,
  requireCaller,
  requirePermission,
  requireProject,
  ServiceError,
} from '../services/access.ts';
import { objectBody, useServiceErrors } from '../services/errors.ts';

/** What this endpoint needs of the mail transport (server/mail/mailer.ts provides it). */
export interface MailSender {
  send(message: {
    to: string;
    subject: string;
    text?: string;
    html?: string;
  }): Promise<{ messageId: string }>;
}

export const NOTIFICATION_MESSAGES = {
  required: 'Email sending needs to, subject, and html or text',
  invalidAddress: 'to must be a valid email address',
  ownAddressOnly: 'You can only send email to your own address',
  unverified: 'Verify your email address before sending email to it',
  subject: 'subject must be one line of at most 200 characters',
  body: 'html and text must each be at most 100 KB',
  unavailable: 'Email is not available on this server',
  rejected: 'The mail server did not accept the message',
  rateLimited: 'Too many emails: wait a while and try again',
} as const;

const MAX_SUBJECT_CHARS = 200;
const MAX_BODY_BYTES = 100 * 1024;
/** Emails per user: a burst of 5, then one every 6 minutes (10 an hour). */
const EMAIL_RATE_PER_S = 10 / 3600;
const EMAIL_BURST = 5;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export async function registerNotificationRoutes(app: FastifyInstance): Promise<void> {
  useServiceErrors(app);
  const limiter = createRateLimiter(EMAIL_RATE_PER_S, EMAIL_BURST);

  app.post<{ Params: { project: string } }>('/:project/email', async (request, reply) => {
    const project = requireProject(app, request.params.project);
    const caller = await requireCaller(app, request, project);
    requirePermission(
      app,
      caller,
      caller.kind === 'service' ? 'notifications.email_any' : 'notifications.email_self',
    );
    const body = objectBody(request.body, NOTIFICATION_MESSAGES.required);
    const { to, subject, html, text } = body;
    const hasBody =
      (typeof html === 'string' && html.trim() !== '') ||
      (typeof text === 'string' && text.trim() !== '');
    if (
      typeof to !== 'string' ||
      to.trim() === '' ||
      typeof subject !== 'string' ||
      subject.trim() === '' ||
      !hasBody
    ) {
      throw new ServiceError(400, 'INVALID_REQUEST', NOTIFICATION_MESSAGES.required);
    }
    if ((html != null && typeof html !== 'string') || (text != null && typeof text !== 'string')) {
      throw new ServiceError(400, 'INVALID_REQUEST', NOTIFICATION_MESSAGES.required);
    }
    const address = to.trim();
    if (!EMAIL.test(address) || address.length > 254) {
      throw new ServiceError(400, 'INVALID_ADDRESS', NOTIFICATION_MESSAGES.invalidAddress);
    }
    if (subject.length > MAX_SUBJECT_CHARS || /[\r\n]/.test(subject)) {
      throw new ServiceError(400, 'INVALID_SUBJECT', NOTIFICATION_MESSAGES.subject);
    }
    if (
      Buffer.byteLength(String(html ?? '')) > MAX_BODY_BYTES ||
      Buffer.byteLength(String(text ?? '')) > MAX_BODY_BYTES
    ) {
      throw new ServiceError(413, 'BODY_TOO_LARGE', NOTIFICATION_MESSAGES.body);
    }

    if (caller.kind === 'user' && !may(app, caller, 'notifications.email_any')) {
      // The address on record now, not the one in the token, which may be up to 15 minutes old.
      const { rows } = await app.ctx.db.query<{ email: string; email_verified_at: Date | null }>(
        'SELECT email, email_verified_at FROM users WHERE id = $1',
        [caller.user.id],
      );
      const user = rows[0];
      if (!user || user.email.toLowerCase() !== address.toLowerCase()) {
        throw new ServiceError(403, 'NOT_OWN_ADDRESS', NOTIFICATION_MESSAGES.ownAddressOnly);
      }
      if (!user.email_verified_at) {
        throw new ServiceError(403, 'EMAIL_NOT_VERIFIED', NOTIFICATION_MESSAGES.unverified);
      }
    }
    if (caller.kind === 'user' && !limiter.take(caller.user.id)) {
      throw new ServiceError(429, 'RATE_LIMITED', NOTIFICATION_MESSAGES.rateLimited);
    }
    const mailer = (app.ctx as { mailer?: MailSender }).mailer;
    if (!mailer) throw new ServiceError(503, 'MAIL_UNAVAILABLE', NOTIFICATION_MESSAGES.unavailable);
    let result: { messageId: string };
    try {
      result = await mailer.send({
        to: address,
        subject,
        ...(typeof text === 'string' && text.trim() ? { text } : {}),
        ...(typeof html === 'string' && html.trim() ? { html } : {}),
      });
    } catch {
      throw new ServiceError(502, 'MAIL_REJECTED', NOTIFICATION_MESSAGES.rejected);
    }
    return reply.code(202).send({ sent: true, messageId: result.messageId });
  });
}
