// The plan and the checkup: with an Instagram export connected, "Fix these first" lists three
// fixes with the points each adds and the score after it, and the score explanation opens from
// under the score cards. The checkup: with an Instagram export connected (it does not say whether two-factor is on),
// the scan leaves that setting undetermined and the checkup asks about it with the settings
// link; answering "No" and scanning again lowers the security score by a finding marked
// "confirmed by you".
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { exportsDir, hasCorpora } from '../src/analysis/imports/testing/nodeFiles.ts';
import { DashboardPage } from './pages/DashboardPage.ts';

test.skip(!hasCorpora(), 'needs the shared export samples');

test('the plan lists three fixes with their gain; checkup answers change the scores as confirmed by you', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dashboard = new DashboardPage(page);
  await dashboard.signUp();
  await dashboard.connectFolder('Instagram', exportsDir('instagram/corsali-userdata-extractor'));
  await dashboard.scan(0);
  const securityBefore = await dashboard.score('Security');

  // The plan above the report: three fixes, each with its time, its gain and the score after it.
  const plan = page.getByRole('article', { name: 'Fix these first' });
  const steps = plan.getByRole('list', { name: 'Fixes in order' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  let overall = await dashboard.score('Overall Score');
  for (const step of await steps.all()) {
    const [, minutes, gain, after] = /About (\d+) min: \+(\d+) points, overall (\d+) after this fix/
      .exec((await step.textContent()) ?? '')!
      .map(Number);
    expect(minutes).toBeGreaterThan(0);
    expect(gain).toBeGreaterThan(0);
    expect(after).toBe(overall + gain!);
    overall = after!;
  }
  await page.getByText('How are these scores worked out?').click();
  await expect(
    page.getByText(/100 is safest\. Each open finding lowers its category/),
  ).toBeVisible();

  const checkup = page.getByRole('article', { name: /Checkup/ });
  const twoFactor = checkup.getByRole('group', {
    name: 'Instagram: Is two-factor authentication on for your Instagram account?',
  });
  await expect(
    twoFactor.getByRole('link', { name: 'Open the Instagram settings page' }),
  ).toHaveAttribute(
    'href',
    'https://accountscenter.instagram.com/password_and_security/two_factor/',
  );
  const results = await new AxeBuilder({ page })
    .include('article[aria-labelledby]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await twoFactor.getByRole('radio', { name: 'No', exact: true }).check();
  await dashboard.scan(1);
  // One critical finding takes a quarter of what is left of the category (±1 for rounding).
  const securityAfter = await dashboard.score('Security');
  expect(Math.abs(securityAfter - securityBefore * 0.75)).toBeLessThanOrEqual(1);
  const security = await dashboard.openTab('security');
  await expect(
    dashboard.finding(security, 'Two-factor authentication is off on Instagram (confirmed by you)'),
  ).toBeVisible();
  // The question stays, answered, so the answer can be changed.
  await expect(twoFactor.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
});
