/** German on the admin side and in the signed-in shell: texts read when shown follow the language. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminListEmptyText,
  ADMIN_APP_TABS,
  auditDeletedAppLabel,
  auditStatusLabel,
  REJECT_FORM_MESSAGES,
  rejectFormSchema,
  statusLabel,
  visibleMenuItems,
  WEB_ROUTES,
} from '../src/index.ts';
import { applyLocale } from '../src/i18n/index.ts';

const menuNames = (roles: ('VENDOR' | 'ADMIN')[], hasVendor: boolean) =>
  visibleMenuItems({ roles, hasVendor }).map((item) => item.name);

describe('the signed-in shell in German', () => {
  afterEach(() => applyLocale('en'));

  it('names the menu items in the language on screen', () => {
    expect(menuNames(['VENDOR'], true)).toEqual(['My vendor information', 'My apps', 'My sandbox']);
    applyLocale('de');
    expect(menuNames(['VENDOR'], true)).toEqual([
      'Meine Anbieterinformationen',
      'Meine Apps',
      'Meine Sandbox',
    ]);
    expect(menuNames(['ADMIN'], false)).toEqual(['Übersicht', 'App-Verwaltung', 'Anbieterverwaltung']);
    expect(menuNames(['VENDOR'], false)).toEqual(['Als Anbieter registrieren', 'Meine Sandbox']);
    applyLocale('en');
    expect(menuNames(['ADMIN'], false)).toEqual(['Dashboard', 'App administration', 'Vendor administration']);
  });

  it('labels the statuses in the language on screen', () => {
    applyLocale('de');
    expect(statusLabel('WAITING_FOR_APPROVAL')).toBe('In Prüfung');
    expect(statusLabel('WAITING_FOR_APPROVAL', true)).toBe('Aktualisierung in Prüfung');
    expect(auditStatusLabel('vendor', 'APPROVED')).toBe('Genehmigt');
    expect(auditDeletedAppLabel(7)).toBe('App 7 (gelöscht)');
    applyLocale('en');
    expect(statusLabel('WAITING_FOR_APPROVAL')).toBe('In review');
    expect(auditDeletedAppLabel(7)).toBe('App 7 (deleted)');
  });

  it('titles the admin tabs and their routes, and says their empty lists, in the language on screen', () => {
    const adminApps = WEB_ROUTES.find((route) => route.path === 'admin/apps');
    applyLocale('de');
    expect(ADMIN_APP_TABS.map((tab) => tab.title)).toEqual([
      'Eingereichte Apps',
      'Deaktivierte Apps',
      'Genehmigte Apps',
    ]);
    expect(adminListEmptyText(ADMIN_APP_TABS[0].path)).toBe('Es warten keine Apps auf Genehmigung.');
    expect(adminApps?.title).toBe('App-Verwaltung');
    expect(adminApps?.children?.[0]?.title).toBe('Eingereichte Apps');
    applyLocale('en');
    expect(adminApps?.children?.[0]?.title).toBe('Submitted Apps');
  });

  it('checks a reason with the messages of the language on screen', () => {
    applyLocale('de');
    const result = rejectFormSchema.safeParse({ reason: '  ' });
    expect(result.error?.issues[0]?.message).toBe('Der Grund darf nicht leer sein');
    applyLocale('en');
    expect(rejectFormSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      REJECT_FORM_MESSAGES.reasonRequired,
    );
  });
});
