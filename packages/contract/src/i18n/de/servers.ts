/** The servers: the identity provider's pages and mails, the API's problem details and mails, the Atom feed. */
import type { IDP_MAIL_TEXTS, IDP_MESSAGE_TEXTS, IDP_PAGE_TEXTS } from '../../identity-texts.ts';
import { MAX_CONCURRENT_UPLOADS } from '../../constants.ts';
import type { FEED_TEXTS } from '../../open-data.ts';
import type { API_ERROR_TEXTS, REVIEW_MAIL_TEXTS } from '../../server-texts.ts';
import { icu, pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof IDP_MESSAGE_TEXTS>('IDP_MESSAGE_TEXTS', {
    invalidCredentials: 'Ungültiger Benutzername oder Passwort.',
    invalidCredentialsOrUnverified:
      'Ungültiger Benutzername oder Passwort. Falls Sie Ihre E-Mail-Adresse noch nicht bestätigt haben, folgen Sie dem Link, den wir Ihnen per E-Mail gesendet haben.',
    accountLocked: icu(
      'Zu viele fehlgeschlagene Anmeldeversuche: Dieses Konto ist vorübergehend gesperrt. Bitte versuchen Sie es in {0, plural, one {# Minute} other {# Minuten}} erneut.',
    ),
    missingFirstName: 'Bitte geben Sie einen Vornamen ein.',
    missingLastName: 'Bitte geben Sie einen Nachnamen ein.',
    invalidName:
      'Bitte verwenden Sie sichtbare Buchstaben, ohne Steuerzeichen oder Zeichen, die die Schreibrichtung ändern.',
    missingEmail: 'Bitte geben Sie eine E-Mail-Adresse ein.',
    invalidEmail: 'Ungültige E-Mail-Adresse.',
    emailExists: 'Die E-Mail-Adresse existiert bereits.',
    missingPassword: 'Bitte geben Sie ein Passwort ein.',
    passwordMinLength: icu('Ungültiges Passwort: Mindestlänge {0}.'),
    passwordMaxLength: icu('Ungültiges Passwort: Maximallänge {0}.'),
    passwordCommon:
      'Ungültiges Passwort: Es ist eines der häufigsten oder bei Datenlecks bekannt gewordenen Passwörter. Wählen Sie ein längeres oder weniger verbreitetes Passwort, zum Beispiel drei oder vier Wörter, die nichts miteinander zu tun haben.',
    passwordTrivial:
      'Ungültiges Passwort: ein wiederholtes Zeichen oder eine einfache Folge. Wählen Sie ein längeres oder weniger verbreitetes Passwort, zum Beispiel drei oder vier Wörter, die nichts miteinander zu tun haben.',
    passwordPersonal:
      'Ungültiges Passwort: Es darf nicht Ihre E-Mail-Adresse oder Ihr Name sein. Wählen Sie ein längeres oder weniger verbreitetes Passwort, zum Beispiel drei oder vier Wörter, die nichts miteinander zu tun haben.',
    controlCharacters:
      'Das Formular enthält Steuerzeichen (etwa NUL oder ESC), die in keinem Namen, keiner E-Mail-Adresse und keinem Passwort vorkommen dürfen. Bitte geben Sie die Werte erneut ein.',
    tooLong: icu('Bitte verwenden Sie höchstens {0} Zeichen.'),
    passwordConfirmMismatch: 'Die Passwortbestätigung stimmt nicht überein.',
    expired:
      'Die Zeit für Ihre Anmeldung ist abgelaufen. Bitte kehren Sie zu Showroom zurück und melden Sie sich erneut an.',
    emailSent: 'Sie sollten in Kürze eine E-Mail mit weiteren Anweisungen erhalten.',
    linkInvalid:
      'Der Link, den Sie angeklickt haben, ist nicht mehr gültig. Er ist möglicherweise abgelaufen oder wurde bereits verwendet.',
    passwordUpdated: 'Ihr Passwort wurde geändert.',
    emailVerified: 'Ihre E-Mail-Adresse wurde bestätigt.',
    notAccepted: 'Diese Seite nimmt diese Anfrage nicht an.',
    notFound: 'Diese Seite existiert nicht.',
    formType: 'Das Formular muss als application/x-www-form-urlencoded gesendet werden.',
    formTooLarge: 'Das Formular ist zu groß.',
    failed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    checkMail:
      'Prüfen Sie Ihre E-Mails: Wir haben eine Nachricht an die eingegebene Adresse gesendet. Folgen Sie ihr, um Ihre Registrierung abzuschließen.',
  }),
  pair<typeof IDP_PAGE_TEXTS>('IDP_PAGE_TEXTS', {
    email: 'E-Mail',
    password: 'Passwort',
    confirmPassword: 'Passwort bestätigen',
    passwordHint: icu(
      'Mindestens {0} Zeichen, kein verbreitetes Passwort, nicht Ihre E-Mail-Adresse oder Ihr Name: drei oder vier Wörter, die nichts miteinander zu tun haben, eignen sich gut.',
    ),
    correctFields: 'Bitte korrigieren Sie die markierten Felder.',
    submit: 'Absenden',
    cancel: 'Abbrechen',
    backToShowroom: 'Zurück zu Showroom',
    sorry: 'Es tut uns leid …',
    login: {
      title: 'Melden Sie sich bei Ihrem Konto an',
      reauthenticateTitle: 'Bitte melden Sie sich erneut an, um fortzufahren',
      forgotPassword: 'Passwort vergessen?',
      signIn: 'Anmelden',
      newUser: 'Neuer Benutzer?',
      register: 'Registrieren',
    },
    register: {
      title: 'Registrieren',
      checkMailTitle: 'Prüfen Sie Ihre E-Mails',
      firstName: 'Vorname',
      lastName: 'Nachname',
      submit: 'Registrieren',
      haveAccount: 'Sie haben bereits ein Konto?',
      signIn: 'Anmelden',
    },
    updatePassword: {
      title: 'Passwort ändern',
      leadBefore: 'Wählen Sie ein neues Passwort für ',
      leadAfter: '.',
      newPassword: 'Neues Passwort',
      updated: 'Passwort geändert',
    },
    resetCredentials: {
      title: 'Passwort vergessen?',
      instructions:
        'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen dann eine Anleitung, wie Sie ein neues Passwort festlegen.',
      backToLogin: '« Zurück zur Anmeldung',
    },
    confirmEmail: {
      title: 'Gültigkeit der E-Mail-Adresse bestätigen',
      leadBefore: 'Bestätigen Sie, dass ',
      leadAfter: ' Ihre E-Mail-Adresse ist.',
      confirm: 'E-Mail-Adresse bestätigen',
      verified: 'E-Mail-Adresse bestätigt',
    },
    logout: {
      title: 'Abmelden',
      question: 'Möchten Sie sich abmelden?',
      logout: 'Abmelden',
      doneTitle: 'Sie sind abgemeldet',
      done: 'Sie wurden von Showroom abgemeldet.',
    },
  }),
  pair<typeof IDP_MAIL_TEXTS>('IDP_MAIL_TEXTS', {
    resetPassword: {
      subject: 'Passwort zurücksetzen',
      intro:
        'Jemand hat angefordert, die Zugangsdaten Ihres Showroom-Kontos zu ändern. Wenn Sie das waren, klicken Sie auf den folgenden Link, um sie zurückzusetzen.',
      expires: icu('Dieser Link läuft in {0, plural, one {# Minute} other {# Minuten}} ab.'),
      ignore:
        'Wenn Sie Ihre Zugangsdaten nicht zurücksetzen möchten, ignorieren Sie diese Nachricht einfach; es wird nichts geändert.',
      link: 'Link zum Zurücksetzen der Zugangsdaten',
    },
    verifyEmail: {
      subject: 'E-Mail-Adresse bestätigen',
      intro:
        'Jemand hat mit dieser E-Mail-Adresse ein Showroom-Konto angelegt. Wenn Sie das waren, klicken Sie auf den folgenden Link, um Ihre E-Mail-Adresse zu bestätigen.',
      expires: icu('Dieser Link läuft in {0, plural, one {# Stunde} other {# Stunden}} ab.'),
      ignore: 'Wenn Sie dieses Konto nicht angelegt haben, ignorieren Sie diese Nachricht einfach.',
      link: 'Link zur Bestätigung der E-Mail-Adresse',
    },
    registrationAttempt: {
      subject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
      intro:
        'Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Showroom-Konto zu registrieren. Zu dieser Adresse gibt es bereits ein Konto. Wenn Sie das waren, melden Sie sich stattdessen mit Ihrem Passwort an; wenn Sie es vergessen haben, wählen Sie auf der Anmeldeseite „Passwort vergessen?“.',
      ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht einfach; es wurde nichts geändert.',
      link: 'Zu Showroom',
    },
  }),
  pair<typeof API_ERROR_TEXTS>('API_ERROR_TEXTS', {
    tooManyRequests: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    invalidValue: 'Ungültiger Wert.',
    invalidRequest: 'Die Anfrage ist ungültig.',
    invalidId: 'Eine ID ist eine ganze Zahl von 1 bis 2147483647 in einfachen Ziffern, zum Beispiel 12.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
    fileTooLarge: icu('Die Datei ist größer als {0} MB.'),
    tooManyFiles: icu('Es können höchstens {0} Dateien auf einmal hochgeladen werden.'),
    tooManyParts: 'Der Upload hat zu viele Teile.',
    tooManyFields: 'Der Upload hat zu viele Felder.',
    notMultipart: 'Der Upload muss als multipart/form-data gesendet werden.',
    malformedMultipart:
      'Der Upload ist kein wohlgeformtes multipart/form-data (eine Grenze fehlt oder ein Teil ist unvollständig). Senden Sie die Datei erneut.',
    bodyTooLarge: 'Der Inhalt der Anfrage ist zu groß.',
    mediaType: 'Der Inhalt der Anfrage hat einen Typ, den dieser Aufruf nicht annimmt.',
    emptyJson: 'Der Inhalt der Anfrage ist leer, sein Typ sagt aber JSON.',
    invalidJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
    headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
    requestTimeout: 'Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut.',
    uploadsInProgress: `Sie haben bereits ${MAX_CONCURRENT_UPLOADS} Uploads in Arbeit. Bitte warten Sie, bis einer abgeschlossen ist, und versuchen Sie es dann erneut.`,
    vendorNotApproved:
      'Apps können erst angelegt und geändert werden, wenn Ihre Anbieterregistrierung genehmigt ist.',
  }),
  pair<typeof REVIEW_MAIL_TEXTS>('REVIEW_MAIL_TEXTS', {
    hello: 'Guten Tag,',
    reason: 'Begründung',
    noReason: 'Keine Begründung angegeben.',
    signOff: 'Ihr Showroom-Team',
    vendorApproved: {
      subject: icu('Ihre Anbieter-Registrierung für {0} wurde genehmigt'),
      body: icu('Ihre Anbieter-Registrierung für {0} bei Showroom wurde genehmigt.'),
      next: 'Sie können jetzt Ihre Apps hinzufügen und zur Prüfung einreichen.',
      link: 'Meine Apps',
    },
    vendorRejected: {
      subject: icu('Ihre Anbieter-Registrierung für {0} wurde abgelehnt'),
      body: icu('Ihre Anbieter-Registrierung für {0} bei Showroom wurde abgelehnt.'),
      next: 'Bitte aktualisieren Sie Ihre Anbieterdaten und reichen Sie Ihre Registrierung erneut ein.',
      link: 'Ihre Anbieterdaten',
    },
    appApproved: {
      subject: icu('Ihre App {0} wurde genehmigt'),
      body: icu('Ihre App {0} wurde genehmigt und ist jetzt im Showroom-Katalog veröffentlicht.'),
      updateSubject: icu('Die Aktualisierung Ihrer App {0} wurde genehmigt'),
      updateBody: icu('Die Aktualisierung Ihrer App {0} wurde genehmigt und ist jetzt veröffentlicht.'),
      link: 'Ihre App',
    },
    appRejected: {
      subject: icu('Ihre App {0} wurde abgelehnt'),
      body: icu('Ihre App {0} wurde abgelehnt.'),
      updateSubject: icu('Die Aktualisierung Ihrer App {0} wurde abgelehnt'),
      updateBody: icu(
        'Die Aktualisierung Ihrer App {0} wurde abgelehnt. Die veröffentlichte Version bleibt verfügbar.',
      ),
      next: 'Bitte bearbeiten Sie Ihre App und reichen Sie sie erneut ein.',
      link: 'App bearbeiten',
    },
    appDeactivated: {
      subject: icu('Ihre App {0} wurde deaktiviert'),
      body: icu('Ihre App {0} wurde deaktiviert und wird nicht mehr im Showroom-Katalog angezeigt.'),
      next: 'Bitte wenden Sie sich an den Support, wenn sie wieder aktiviert werden soll.',
      link: 'Meine Apps',
    },
    appActivated: {
      subject: icu('Ihre App {0} wurde aktiviert'),
      body: icu('Ihre App {0} wurde aktiviert und wird wieder im Showroom-Katalog angezeigt.'),
      link: 'Ihre App',
    },
    demoUnavailable: {
      subject: icu('Die Demo von {0} antwortet nicht'),
      body: icu(
        'Die Demo Ihrer App {0} ({1}) ist bei drei Prüfungen in Folge fehlgeschlagen, daher steht auf ihrer Karte jetzt „Demo nicht verfügbar“.',
      ),
      next: 'Bitte prüfen Sie die Demo. Die nächste Prüfung, die sie erreicht, entfernt die Warnung.',
      link: 'Prüfungen Ihrer App',
    },
    certificateExpiring: {
      subject: icu('Ein Zertifikat von {0} läuft bald ab'),
      body: icu(
        'Das Zertifikat „{1}“ Ihrer App {0} läuft am {2} ab. Danach zeigt die Seite der App es als abgelaufen.',
      ),
      next: 'Wenn es erneuert wurde, tragen Sie bitte das neue Ablaufdatum in Ihrer App ein und reichen Sie die Änderung ein.',
      link: 'Ihre App',
    },
  }),
  pair<typeof FEED_TEXTS>('FEED_TEXTS', {
    title: 'Showroom: neue und aktualisierte Apps',
    subtitle:
      'Apps, die im Showroom für openEHR- und HL7-FHIR-Apps veröffentlicht oder aktualisiert wurden, die neuesten zuerst.',
    categoryTitle: icu('Showroom: neue und aktualisierte Apps in „{0}“'),
    unknownCategory: icu('Die Kategorie ist keine von diesen: {0}.'),
  }),
];

export const functions: Catalogue['functions'] = {};
