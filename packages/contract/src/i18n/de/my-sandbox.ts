/** The page My sandbox (issue 33): a vendor's own writable FHIR sandbox. */
import type { MY_SANDBOX_TEXTS } from '../../my-sandbox-texts.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof MY_SANDBOX_TEXTS>('MY_SANDBOX_TEXTS', {
    intro:
      'Ihr eigener FHIR-R4-Server, um Ihre App zu erproben. Er beginnt als Kopie der synthetischen Patienten der gemeinsamen Sandbox und nimmt Anlegen, Ändern, Patchen, Löschen und Transaktions-Bundles an. Ihre Änderungen gehören nur Ihnen: Kein anderer Anbieter sieht sie.',
    none: 'Sie haben noch keine Sandbox.',
    create: 'Meine Sandbox anlegen',
    creating: 'Wird angelegt…',
    loading: 'Ihre Sandbox wird geladen…',
    loadFailed: 'Ihre Sandbox konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    createFailed: 'Ihre Sandbox konnte nicht angelegt werden. Bitte versuchen Sie es noch einmal.',
    baseUrlHeading: 'Basis-URL',
    baseUrlLabel: 'Ihre FHIR-Basis-URL',
    copy: 'Kopieren',
    copied: 'Kopiert.',
    copyFailed: 'Kopieren nicht möglich: Der Text ist markiert, drücken Sie Strg+C (⌘C auf einem Mac).',
    access:
      'Die Adresse ist der Schlüssel: Wer sie kennt, kann diese Sandbox lesen und ändern. Geben Sie sie nur Personen, denen Sie vertrauen. Speichern Sie nur synthetische Daten, nie die einer echten Person.',
    changesHeading: 'Ihre Änderungen',
    changedResources: icu('Geänderte Ressourcen: {0, number} von höchstens {1, number}.'),
    refreshNote: 'Die Zahl folgt dem, was Ihre App schreibt.',
    idle: icu(
      'Eine Sandbox, die {0, number} Tage nicht genutzt wurde, wird auf die gemeinsamen Daten zurückgesetzt.',
    ),
    reset: 'Sandbox zurücksetzen',
    resetting: 'Wird zurückgesetzt…',
    resetConfirm:
      'Ihre Sandbox zurücksetzen? Jede Ressource, die Sie angelegt, geändert oder gelöscht haben, kehrt zu den gemeinsamen Daten zurück. Das lässt sich nicht rückgängig machen.',
    resetDone: 'Ihre Sandbox ist wieder auf dem Stand der gemeinsamen Daten.',
    resetFailed: 'Ihre Sandbox konnte nicht zurückgesetzt werden. Bitte versuchen Sie es noch einmal.',
    clientsHeading: 'SMART-Apps in der Sandbox',
    clientsIntro:
      'Registrieren Sie eine Ihrer Apps als SMART-Client der gemeinsamen Sandbox: ihre Launch-URL, ihre Redirect-URIs und ob sie ein öffentlicher Client ist (ohne Geheimnis, z. B. eine Browser-App) oder ein vertraulicher (mit Client-Secret). Die Registrierung gehört zur App und bleibt bei Aktualisierungen erhalten. Sobald die App veröffentlicht ist und SMART-EHR-Launch angibt, bietet ihre Seite In der Sandbox starten an.',
    clientsLoading: 'Ihre Apps werden geladen…',
    clientsLoadFailed: 'Ihre Apps konnten nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    noApps: 'Sie haben noch keine Apps. Legen Sie zuerst eine unter Meine Apps an.',
    noVendor:
      'Sie sind noch nicht als Anbieter registriert. Registrieren Sie sich zuerst als Anbieter, dann legen Sie Ihre Apps an.',
    appLabel: 'App',
    registered: 'Registriert',
    notRegistered: 'Noch nicht registriert.',
    builtInClient:
      'Diese App ist eine der Beispiel-Demos des Showrooms: Sie startet in der Sandbox mit dem eigenen SMART-Client des Showrooms und braucht keine Registrierung.',
    launchUrlLabel: 'Launch-URL',
    redirectUrisLabel: 'Redirect-URIs (eine pro Zeile)',
    urlHint: 'https-Adressen; zum Testen auch http auf localhost oder 127.0.0.1.',
    clientTypeLegend: 'Client-Typ',
    clientTypes: {
      public: 'Öffentlich (ohne Geheimnis)',
      confidential: 'Vertraulich (mit Client-Secret)',
    },
    register: 'Für die Sandbox registrieren',
    save: 'Registrierung speichern',
    saving: 'Wird gespeichert…',
    saved: 'Die Registrierung ist gespeichert.',
    saveFailed:
      'Die Registrierung konnte nicht gespeichert werden. Prüfen Sie die Felder und versuchen Sie es noch einmal.',
    clientIdLabel: 'Client-ID',
    copyClientId: 'Client-ID kopieren',
    secretLabel: 'Client-Secret',
    copySecret: 'Client-Secret kopieren',
    secretOnce:
      'Kopieren Sie das Client-Secret jetzt: Es wird nur dieses eine Mal angezeigt. Geht es verloren, erzeugen Sie ein neues; das alte gilt dann nicht mehr.',
    newSecret: 'Neues Client-Secret',
    newSecretConfirm: 'Ein neues Client-Secret erzeugen? Das bisherige gilt sofort nicht mehr.',
    newSecretFailed: 'Es konnte kein neues Client-Secret erzeugt werden. Bitte versuchen Sie es noch einmal.',
    remove: 'Registrierung entfernen',
    removeConfirm:
      'Diese Registrierung entfernen? Die App kann sich dann nicht mehr bei der Sandbox anmelden.',
    removed: 'Die Registrierung ist entfernt.',
    removeFailed: 'Die Registrierung konnte nicht entfernt werden. Bitte versuchen Sie es noch einmal.',
    urlInvalid:
      'Geben Sie eine https-Adresse ein, oder zum Testen eine http-Adresse auf localhost oder 127.0.0.1, ohne #-Teil.',
    redirectUrisRequired: 'Geben Sie mindestens eine Redirect-URI ein.',
    redirectUrisTooMany: icu('Geben Sie höchstens {0, number} Redirect-URIs ein.'),
  }),
];

export const functions: Catalogue['functions'] = {};
