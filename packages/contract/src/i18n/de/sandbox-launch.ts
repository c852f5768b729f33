/**
 * Launching a SMART app in the sandbox (issue 34): the app page's `Launch in sandbox` dialog and the
 * /sandbox page's section on launching, both in a chunk loaded after the first view, with this module.
 */
import type { SANDBOX_LAUNCH } from '../../sandbox-launch-texts.ts';
import { pair, type Catalogue, type TranslationPair } from '../translate.ts';

export const pairs: readonly TranslationPair[] = [
  pair<typeof SANDBOX_LAUNCH>('SANDBOX_LAUNCH', {
    button: 'In der Sandbox starten',
    title: 'In der Sandbox starten',
    intro:
      'Wählen Sie einen synthetischen Patienten der FHIR-Sandbox und, wenn Sie möchten, eine Ärztin oder einen Arzt und eine Begegnung des Patienten. Die App öffnet sich in einem neuen Tab mit diesem Patienten, so wie ein Primärsystem sie startet (SMART App Launch). Die Patienten sind erfunden.',
    patient: 'Patient',
    practitioner: 'Ärztin/Arzt (optional)',
    defaultPractitioner: 'Die Voreinstellung der Sandbox',
    practitionersUnavailable:
      'Die Ärztinnen und Ärzte konnten nicht geladen werden: Die App wird mit der Voreinstellung der Sandbox gestartet.',
    encounter: 'Begegnung (optional)',
    noEncounter: 'Keine Begegnung',
    encounterHint:
      'Die neuesten Begegnungen des Patienten; die App erhält sie, wenn sie launch/encounter anfragt.',
    loadingEncounters: 'Die Begegnungen des Patienten werden geladen…',
    encountersUnavailable:
      'Die Begegnungen konnten nicht geladen werden: Die App wird ohne Begegnung gestartet.',
    launch: 'Starten',
    cancel: 'Abbrechen',
    loading: 'Die Patienten werden geladen…',
    unavailable: 'Die Sandbox ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.',
    noPatients: 'Die Sandbox enthält keine Patienten.',
    choose: 'Wählen Sie einen Patienten.',
    years: 'Jahre',
    deceased: 'verstorben',
    sexes: { female: 'weiblich', male: 'männlich', other: 'divers', unknown: 'unbekannt' },
    noConditions: 'keine aktiven Diagnosen',
    launchHeading: 'SMART-Apps starten',
    launchIntro:
      'Die Sandbox hat einen eigenen Autorisierungsserver für SMART App Launch (SMART 2.x; Scopes aus 1.0 werden angenommen): EHR- und Standalone-Start, PKCE S256, openid fhirUser, offline_access sowie Patienten-, Benutzer- und ressourcenbezogene Scopes. Auf seiner Anmeldeseite wählen Sie einen synthetischen Patienten; Passwörter gibt es nicht. Eine Anfrage mit Access Token erreicht nur, was ihre Scopes erlauben, und ein Token auf Patientenebene nur die Akte dieses Patienten; Anfragen ohne Token lesen die gemeinsamen Daten wie bisher.',
    copied: 'Kopiert.',
    copyFailed: 'Kopieren nicht möglich: Der Text ist markiert, drücken Sie Strg+C (⌘C auf einem Mac).',
    smartConfigurationLabel: 'SMART-Konfiguration',
    copySmartConfiguration: 'Adresse der SMART-Konfiguration kopieren',
    registerHeading: 'Eine App registrieren',
    register:
      'Die Demo-Apps sind als öffentliche Clients registriert. Anbieter registrieren ihre eigenen Apps (Launch-URL, Redirect-URIs, öffentlicher oder vertraulicher Client) unter Meine Sandbox im Benutzermenü.',
    registerLink: 'Eine App unter Meine Sandbox registrieren',
    startStandalone: 'In der Sandbox starten (Standalone-Launch)',
    exampleLaunchLabel: 'Beispiel-Start-URL',
    copyLaunchExample: 'Start-URL kopieren',
    exampleLaunchIntro:
      'Ein EHR-Start einer Demo-App mit dem ersten Patienten: Die App erhält iss (die FHIR-Basis) und launch, und die Sandbox gibt ihr diesen Patienten. Der Wert von launch ist base64url-kodiertes JSON mit patient und optional encounter und practitioner, wie sie der Dialog „In der Sandbox starten“ auf der Seite einer App wählt: Eine App, die launch/encounter anfragt, erhält die Begegnung, und fhirUser nennt die Ärztin oder den Arzt.',
    specLink: 'Spezifikation SMART App Launch',
    infernoLink: 'Inferno-Testkits für Konformitätstests',
  }),
];

export const functions: Catalogue['functions'] = {};
