// The auth emails. Plain text first (it is what many people read), with a short HTML twin.
// Invariant: the link is the only secret in a message, and it points at our own origin.
import type { MailMessage } from '../mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function message(to: string, subject: string, intro: string, link: string, expiry: string) {
  const text = `${intro}\n\n${link}\n\n${expiry}\nIf you did not ask for this, ignore this email.\n\n— Footprint`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(expiry)}<br>If you did not ask for this, ignore this email.</p><p>— Footprint</p>`;
  return { to, subject, text, html } satisfies MailMessage;
}

export const passwordResetMail = (to: string, link: string) =>
  message(
    to,
    'Reset your Footprint password',
    'Someone (hopefully you) asked to reset the password of your Footprint account. Choose a new password here:',
    link,
    'The link works once, for one hour.',
  );

export const emailVerificationMail = (to: string, link: string) =>
  message(
    to,
    'Verify your email for Footprint',
    'Confirm that this address belongs to your Footprint account:',
    link,
    'The link works once, for 24 hours.',
  );

export const magicLinkMail = (to: string, link: string) =>
  message(
    to,
    'Your Footprint sign-in link',
    'Sign in to Footprint with this link:',
    link,
    'The link works once, for 15 minutes.',
  );

/** After the first proof of an address whose account someone had set a password on before. */
export const preClaimedAccountMail = (to: string) => {
  const lines = [
    'You just proved that this address is yours, on a Footprint account that someone had created with it before, with a password you may not have chosen.',
    'To keep the account yours, that password was removed, every device signed in with it was signed out, and any sign-in linked to it before was unlinked.',
    'To sign in with a password, set your own with "Forgot password" on the sign-in page. If you created the account yourself, this is all you need to do.',
  ];
  return {
    to,
    subject: 'Your Footprint account: an earlier password was removed',
    text: `${lines.join('\n\n')}\n\n— Footprint`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>— Footprint</p>`,
  } satisfies MailMessage;
};
/** The receipt of a deleted account: no link, since there is nothing left to sign in to. */
export function accountDeletedMail(to: string): MailMessage {
  const intro =
    'Your Footprint account and everything the server held for it (scans, findings, stored files, messages, analytics) have been deleted.';
  const note =
    'If you did not do this, someone had your password or a signed-in device: you can create a new account with this address at any time.';
  return {
    to,
    subject: 'Your Footprint account was deleted',
    text: `${intro}\n\n${note}\n\n— Footprint`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(note)}</p><p>— Footprint</p>`,
  };
}
