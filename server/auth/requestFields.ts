// Reading the auth API's JSON bodies: the body itself, required and optional text, the email and
// a new password, each failing with the spec's 400 code and a message that names the field, never
// its value.
import type { FastifyRequest } from 'fastify';
import { EMAIL_MAX_LENGTH, emailLooksValid } from '../../src/shared/auth.ts';
import { AuthError, invalidRequest } from './errors.ts';
import { passwordWeakness } from './passwordStrength.ts';

export const DISPLAY_NAME_MAX_LENGTH = 100;
export const TOKEN_MAX_LENGTH = 512;

export type Body = Record<string, unknown>;

export function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  if (body == null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidRequest('The request body must be a JSON object.');
  }
  return body as Body;
}

export function text(body: Body, field: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidRequest(`${field} is required.`);
  }
  if (value.length > max) throw invalidRequest(`${field} is too long.`);
  return value;
}

export function optionalText(body: Body, field: string, max: number): string | null {
  const value = body[field];
  if (value == null || value === '') return null;
  if (typeof value !== 'string') throw invalidRequest(`${field} must be a string.`);
  if (value.length > max) throw invalidRequest(`${field} is too long.`);
  return value.trim() || null;
}

export function emailOf(body: Body): string {
  const value = body.email;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AuthError(400, 'INVALID_EMAIL', 'Please enter a valid email address.');
  }
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH || !emailLooksValid(email)) {
    throw new AuthError(400, 'INVALID_EMAIL', 'Please enter a valid email address.');
  }
  return email;
}

/** The new password, or 400 WEAK_PASSWORD saying what to change (passwordStrength.ts). */
export function newPasswordOf(
  body: Body,
  field: string,
  userInputs: (string | null)[] = [],
): string {
  const value = body[field];
  if (typeof value !== 'string') {
    throw new AuthError(400, 'WEAK_PASSWORD', `${field} is required.`);
  }
  const weakness = passwordWeakness(
    value,
    userInputs.filter((input) => input != null),
  );
  if (weakness) throw new AuthError(400, 'WEAK_PASSWORD', weakness);
  return value;
}

export function tokenOf(body: Body): string {
  return text(body, 'token', TOKEN_MAX_LENGTH);
}
