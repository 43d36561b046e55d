// Proves the admin settings tabs in Chromium (issue 5 item 6, issue 6 item 1; spec 2.3, 6, 8): the super admin
// creates a tariff scale band by band (a gap is refused under the band's own cell, a taken name by the server with
// 'Save Failed', a removed middle band closes the gap), edits it and reads its history, finds it deletable, gives it
// to the provider and then finds it in use for good (no delete); role 5 sees the service fee read-only and no
// crypto-provider tab; role 1 makes another crypto provider the default and another BIN set the default for
// issuance, each with the exact message. Axe finds no serious or critical violation on the tabs. Every default it
// changes is put back, so later specs see the seeded settings.
import { AppShell } from './pages/app-shell';
import { SettingsPage } from './pages/settings-page';
import { expectNoSeriousViolations } from './support/axe';
import { demoUser } from './support/demo-users';
import { login } from './support/session';
import { expect, test } from './support/test';

const scaleName = `E2E scale ${Date.now().toString(36)}`;

test(
  'role 1 creates a tariff scale band by band, edits it, reads its history, gives it to the provider and cannot ' +
    'delete it then',
  async ({ page }) => {
    await login(page, demoUser(1).email);
    const settings = new SettingsPage(page);
    await settings.goto('tariff');
    const tariffs = settings.section('Tariff scales');
    await expect(settings.row(tariffs, 'Standard')).toBeVisible();
    await expectNoSeriousViolations(page, { label: 'the tariff tab' });

    await tariffs.getByRole('link', { name: 'Create tariff scale' }).click();
    await new AppShell(page).expectAt('/admin/settings/tariff/create', 'Create tariff scale');
    await settings.nameInput().fill(scaleName);
    await expect(settings.band(0, 'From')).toHaveValue('0');
    await settings.band(0, 'To').fill('1000');
    await settings.band(0, 'Fee %').fill('3');
    await settings.addBand().click();
    // The new band starts where the previous one ends; its "to" stays empty (no upper limit).
    await expect(settings.band(1, 'From')).toHaveValue('1000');
    await expect(settings.band(1, 'To')).toHaveValue('');
    await settings.band(1, 'From').fill('1500');
    await settings.band(1, 'Fee %').fill('2');
    await settings.button('Create').click();
    await expect(settings.band(1, 'From')).toHaveAccessibleDescription(
      /^Must equal the previous band's upper amount \(1000\)/,
    );
    await expect(settings.band(0, 'To')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, { label: 'the tariff create page with an error' });

    await settings.band(1, 'From').fill('1000');
    await expect(settings.band(1, 'From')).not.toHaveAttribute('aria-invalid', 'true');

    // A third band after a bounded second; removing the second hands its lower amount to the third.
    await settings.band(1, 'To').fill('5000');
    await settings.addBand().click();
    await expect(settings.band(2, 'From')).toHaveValue('5000');
    await settings.band(2, 'Fee %').fill('2');
    await settings.band(1, 'Fee %').fill('2.75');
    await settings.removeBand(1).click();
    await expect(settings.band(2, 'From')).toHaveCount(0);
    await expect(settings.band(1, 'From')).toHaveValue('1000');
    await expect(settings.band(1, 'To')).toHaveValue('');
    await expect(settings.band(1, 'Fee %')).toHaveValue('2');

    // The server's own refusal: the name is taken. Its message stands under the name; the toast says 'Save Failed'.
    await settings.nameInput().fill('Standard');
    await settings.button('Create').click();
    await expect(settings.toast('Save Failed')).toBeVisible();
    await expect(settings.nameInput()).toHaveAccessibleDescription(/^A tariff scale with this name already exists/);
    await settings.nameInput().fill(scaleName);
    await settings.button('Create').click();
    await expect(settings.toast('Created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=tariff$/);
    const row = settings.row(tariffs, scaleName);
    await expect(row).toContainText("0–1,000 in the account's currency: 3.00 %");
    await expect(row).toContainText("1,000 in the account's currency and more: 2.00 %");

    // Edit in a dialog with the same form: the second band's fee changes.
    await row.getByRole('button', { name: `Edit ${scaleName}` }).click();
    await expect(settings.dialog).toContainText(`Edit ${scaleName}`);
    await expect(settings.band(1, 'Fee %', settings.dialog)).toHaveValue('2.00');
    await settings.band(1, 'Fee %', settings.dialog).fill('1.5');
    await settings.button('Save', settings.dialog).click();
    await expect(settings.toast('Saved successfully')).toBeVisible();
    await expect(settings.dialog).toBeHidden();
    await expect(row).toContainText("1,000 in the account's currency and more: 1.50 %");

    // History: who (with the role's label), old → new bands, when.
    await row.getByRole('button', { name: `History of ${scaleName}` }).click();
    const history = settings.dialog.getByRole('row');
    await expect(history).toHaveCount(3);
    await expect(history.nth(1)).toContainText(`${demoUser(1).name} (Main administrator)`);
    await expect(history.nth(1)).toContainText("1,000 in the account's currency and more: 2.00 %");
    await expect(history.nth(1)).toContainText("1,000 in the account's currency and more: 1.50 %");
    await expect(history.nth(2)).toContainText('Created');
    await expect(history.nth(1).locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    await settings.button('Done', settings.dialog).click();

    // Nothing uses the new scale yet: deleting it is offered, with what it means.
    await row.getByRole('button', { name: `Delete ${scaleName}` }).click();
    await expect(settings.dialog).toContainText('Nothing uses it now');
    await expect(settings.button('Delete', settings.dialog)).toBeVisible();
    await settings.button('Cancel', settings.dialog).click();

    // The provider takes the new scale (and then Standard again, as seeded).
    await settings.tabLink('Service fee').click();
    const provider = page.getByRole('article', { name: 'Sandbox issuer' });
    await expect(provider).toContainText('Tariff scale: Standard');
    await provider
      .getByRole('combobox', { name: 'Tariff scale for Sandbox issuer' })
      .selectOption({ label: scaleName });
    await provider.getByRole('button', { name: 'Apply' }).click();
    await settings.button(`Apply ${scaleName}`, settings.dialog).click();
    await expect(settings.toast('The service fee of the provider is saved')).toBeVisible();
    await expect(provider).toContainText(`Tariff scale: ${scaleName}`);
    await expect(provider).toContainText("1,000 in the account's currency and more: 1.50 %");
    await provider
      .getByRole('combobox', { name: 'Tariff scale for Sandbox issuer' })
      .selectOption({ label: 'Standard' });
    await provider.getByRole('button', { name: 'Apply' }).click();
    await settings.button('Apply Standard', settings.dialog).click();
    await expect(provider).toContainText('Tariff scale: Standard');
    await provider.getByRole('button', { name: 'Service fee history of Sandbox issuer' }).click();
    await expect(settings.row(settings.dialog, scaleName)).toContainText('(Main administrator)');
    await expect(settings.row(settings.dialog, 'Standard').first()).toBeVisible();
    await settings.button('Done', settings.dialog).click();

    // Named in the provider's history, the scale is in use for good: the dialog says so and offers no delete.
    await settings.tabLink('Tariff').click();
    await settings
      .row(tariffs, scaleName)
      .getByRole('button', { name: `Delete ${scaleName}` })
      .click();
    await expect(settings.dialog).toContainText('so it cannot be deleted');
    await expect(settings.button('Delete', settings.dialog)).toHaveCount(0);
    await settings.button('Done', settings.dialog).click();
  },
);

test('role 5 sees the service fee read-only and no crypto-provider tab', async ({ page }) => {
  await login(page, demoUser(5).email);
  const settings = new SettingsPage(page);
  await settings.goto('crypto-provider');
  await expect(settings.tabs.getByRole('link')).toHaveText(['BIN sets', 'Tariff', 'Service fee']);
  await expect(settings.section('Crypto providers')).toHaveCount(0);
  // An unreachable tab in the URL shows the role's first tab instead.
  await expect(settings.section('BIN sets')).toBeVisible();

  await settings.tabLink('Service fee').click();
  const provider = page.getByRole('article', { name: 'Sandbox issuer' });
  await expect(provider).toContainText('Tariff scale: Standard');
  await expect(page.getByText('changing them needs a senior administrator')).toBeVisible();
  await expect(provider.getByRole('combobox')).toHaveCount(0);
  await expect(provider.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectNoSeriousViolations(page, { label: 'the service-fee tab of role 5' });
});

test('role 1 makes another crypto provider the default and sees the server message', async ({ page }) => {
  await login(page, demoUser(1).email);
  const settings = new SettingsPage(page);
  await settings.goto('crypto-provider');
  const providers = settings.section('Crypto providers');
  await expect(settings.row(providers, 'Sandbox Pay')).toContainText('Default');
  await expectNoSeriousViolations(page, { label: 'the crypto-provider tab' });

  await providers.getByRole('button', { name: 'Make Sandbox Chain default' }).click();
  await expect(settings.dialog).toContainText('instead of Sandbox Pay');
  await settings.button('Make default', settings.dialog).click();
  await expect(settings.toast('Sandbox Chain is now the default crypto provider')).toBeVisible();
  await expect(settings.row(providers, 'Sandbox Chain')).toContainText('Default');
  await expect(providers.getByRole('button', { name: 'Make Sandbox Pay default' })).toBeVisible();

  // Put the seeded default back.
  await providers.getByRole('button', { name: 'Make Sandbox Pay default' }).click();
  await settings.button('Make default', settings.dialog).click();
  await expect(settings.toast('Sandbox Pay is now the default crypto provider')).toBeVisible();
});

test('role 1 sets a BIN set as default for issuance and opens its clients', async ({ page }) => {
  await login(page, demoUser(1).email);
  const settings = new SettingsPage(page);
  await settings.goto('bin-sets');
  const binSets = settings.section('BIN sets');
  await expect(binSets.locator('tr[data-skeleton]')).toHaveCount(0);

  const bin = '53998811';
  if ((await settings.row(binSets, bin).count()) === 0) {
    // Without the demo BIN sets, the test makes its own through the form.
    await settings.button('Create BIN set', binSets).click();
    await settings.dialog.getByRole('textbox', { name: /^BIN/ }).fill(bin);
    await settings.dialog.getByRole('textbox', { name: /^Name/ }).fill('E2E EUR cards');
    await settings.dialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await settings.dialog.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Sandbox issuer' });
    await settings.dialog.getByRole('textbox', { name: /^Card issuance fee/ }).fill('5');
    await settings.button('Create', settings.dialog).click();
    await expect(settings.toast('Created successfully')).toBeVisible();
  }
  const row = settings.row(binSets, bin);
  await expect(row).toContainText('EUR');
  await expect(row).toContainText('Active');
  const defaultRow = binSets.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Default', exact: true }) });
  const previousDefault =
    (await defaultRow.count()) > 0 ? await defaultRow.getByRole('cell').first().textContent() : null;
  await expectNoSeriousViolations(page, { label: 'the bin-sets tab' });

  const href = (await row.getByRole('link', { name: `Clients of BIN set ${bin}` }).getAttribute('href')) ?? '';
  const id = /\/bin-set\/(\d+)\/clients$/.exec(href)?.[1];
  expect(id, 'the BIN set id in its clients link').toBeTruthy();

  await row.getByRole('button', { name: `Set BIN set ${bin} as default for issuance` }).click();
  await expect(settings.dialog).toContainText('New cards will be issued from');
  await settings.button('Set as default', settings.dialog).click();
  await expect(settings.toast(`Successfully updated the default issuance setting for BIN set ${id}`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Default', exact: true })).toBeVisible();

  // Its clients page, reached from the row.
  await row.getByRole('link', { name: `Clients of BIN set ${bin}` }).click();
  await new AppShell(page).expectAt(`/admin/settings/bin-set/${id}/clients`, 'BIN set companies');
  await expect(page.getByRole('heading', { name: new RegExp(`^Clients of BIN set ${bin}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: `Companies holding BIN set ${bin}` })).toBeVisible();

  // Put the seeded default back, when there was one.
  if (previousDefault && previousDefault !== bin) {
    await page.getByRole('link', { name: '← All BIN sets' }).click();
    await settings
      .row(binSets, previousDefault)
      .getByRole('button', { name: `Set BIN set ${previousDefault} as default for issuance` })
      .click();
    await settings.button('Set as default', settings.dialog).click();
    await expect(settings.toast(`Successfully updated the default issuance setting for BIN set`).last()).toBeVisible();
  }
});

test('role 1 creates a BIN set through the form and edits it', async ({ page }) => {
  await login(page, demoUser(1).email);
  const settings = new SettingsPage(page);
  await settings.goto('bin-sets');
  const binSets = settings.section('BIN sets');
  const bin = String(10_000_000 + (Date.now() % 89_999_999));

  await settings.button('Create BIN set', binSets).first().click();
  const binInput = settings.dialog.getByRole('textbox', { name: /^BIN/ });
  await binInput.fill('123');
  await settings.dialog.getByRole('textbox', { name: /^Name/ }).fill(`E2E set ${bin}`);
  await settings.button('Create', settings.dialog).click();
  await expect(binInput).toHaveAccessibleDescription(/^Enter 6 to 8 digits/);
  await expect(settings.dialog.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(
    /^Value is not valid|^Value is required/,
  );
  await expectNoSeriousViolations(page, { label: 'the create BIN set dialog' });

  await binInput.fill(bin);
  await settings.dialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await settings.dialog.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Sandbox issuer' });
  await settings.dialog.getByRole('textbox', { name: /^Card issuance fee/ }).fill('4');
  await settings.button('Create', settings.dialog).click();
  await expect(settings.toast('Created successfully')).toBeVisible();
  const row = settings.row(binSets, bin);
  await expect(row).toContainText(`E2E set ${bin}`);
  await expect(row).toContainText('€4.00');
  await expect(row).toContainText('Active');

  // Edit: inactive, with a maintenance fee; an inactive set cannot become the default.
  await row.getByRole('button', { name: `Edit BIN set ${bin}` }).click();
  await settings.dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
  await settings.dialog.getByRole('textbox', { name: /^Monthly maintenance fee/ }).fill('2.5');
  await settings.button('Save', settings.dialog).click();
  await expect(settings.toast('The BIN set is saved')).toBeVisible();
  await expect(settings.dialog).toBeHidden();
  await expect(row).toContainText('Inactive');
  await expect(row).toContainText('€2.50');
  await expect(row.getByRole('button', { name: `Set BIN set ${bin} as default for issuance` })).toHaveCount(0);
});
