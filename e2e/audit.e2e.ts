// The admin reads the audit log: his own sign-in is there, filters narrow it, and the page works
// at 1280 and at 360 px.
import { describe, expect, inject, it } from 'vitest';
import { baseURL, desktop, useBrowser } from './support/browser';
import { expectFinishedOnMobile, expectFinishedPage, openSignedIn } from './support/journey';

const admin = inject('admin');
const browser = useBrowser();

describe('audit log', () => {
  it("shows the admin's own sign-in and filters by action and person", async () => {
    const staff = await openSignedIn(browser(), desktop, admin);
    await staff.page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Auditoria' })
      .click();
    await staff.page.waitForURL(`${baseURL}/admin/auditoria`);
    const table = staff.page.getByRole('table', { name: /Eventos do registro de auditoria/ });
    await table.waitFor();
    await expectFinishedPage(staff.page);

    await staff.page.getByLabel('Ação').selectOption({ label: 'Entrada no sistema' });
    await staff.page.waitForURL(/action=login\.succeeded/);
    // Journeys running beside this one sign their people in too.
    const row = table
      .getByRole('row')
      .filter({ hasText: 'Entrada no sistema' })
      .filter({ hasText: admin.name })
      .first();
    await row.getByRole('button', { name: new RegExp(admin.name) }).click();
    await staff.page.waitForURL(/actor=/);
    await staff.page.getByText(/^Pessoa: /).waitFor();
    await table.getByRole('row').filter({ hasText: 'Entrada no sistema' }).first().waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);

    await expectFinishedOnMobile(browser(), staff.page, [staff.page.url().replace(baseURL, '')]);
    expect(staff.problems).toEqual([]);
    await staff.close();
  });
});
