// German (Sie-form, as Lumen addresses its visitors). Same keys as en.ts.
import type { IdentityCatalogue } from './en.ts';

export const de: IdentityCatalogue = {
  'frame.accountNav': 'Konto',
  'frame.haveAccount': 'Sie haben schon ein Konto?',
  'frame.needAccount': 'Noch kein Konto?',
  'frame.logIn': 'Anmelden',
  'frame.signUp': 'Registrieren',

  'field.email': 'E-Mail',
  'field.password': 'Passwort',
  'action.cancel': 'Abbrechen',

  'login.title': 'Anmelden',
  'login.heading': 'Bei {productName} anmelden',
  'login.submit': 'Anmelden',
  'login.wrong': 'E-Mail oder Passwort ist falsch.',
  'login.tooMany': 'Zu viele fehlgeschlagene Versuche. {wait}',

  'signup.title': 'Registrieren',
  'signup.heading': 'Ihr {productName}-Konto erstellen',
  'signup.passwordHint':
    'Mindestens {min} Zeichen, schwer zu erraten: einige Wörter ohne Zusammenhang eignen sich gut.',
  'signup.personaLegend': 'Ihre Persona (optional)',
  'signup.personaHint':
    'Der öffentliche Name und das Handle Ihres Avatars. Sie können sie auch später im Desktop-Client erstellen.',
  'signup.name': 'Avatar-Name',
  'signup.handle': 'Avatar-Handle',
  'signup.submit': 'Konto erstellen',
  'signup.personaBoth':
    'Um jetzt eine Persona zu erstellen, füllen Sie Avatar-Name und Handle aus (oder lassen Sie beide leer).',
  'signup.tooMany': 'Zu viele Versuche. {wait}',

  'wait.seconds': 'Versuchen Sie es in {count, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  'wait.minutes': 'Versuchen Sie es in {count, plural, one {# Minute} other {# Minuten}} erneut.',

  'checkEmail.title': 'Sehen Sie in Ihr Postfach',
  'checkEmail.sent':
    'Wir haben eine Nachricht an {email} gesendet. Öffnen Sie den Link darin, um Ihr Konto fertig zu erstellen; er gilt eine Stunde lang.',
  'checkEmail.nothing':
    'Nach ein paar Minuten noch nichts da? Sehen Sie im Spam-Ordner nach oder registrieren Sie sich erneut.',
  'checkEmail.sandbox':
    'Dies ist eine Demonstration: Keine E-Mail verlässt diesen Server. {link}, um die Nachricht zu lesen.',
  'checkEmail.sandboxLink': 'Öffnen Sie den Sandbox-Postausgang',

  'confirm.title': 'Ihr Konto erstellen',
  'confirm.body': 'Ihre E-Mail-Adresse ist bestätigt, sobald Sie auf die Schaltfläche klicken.',
  'confirm.submit': 'Mein Konto erstellen',
  'confirm.alreadyTitle': 'Bereits registriert',
  'confirm.alreadyBody': 'Für diese E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich damit an.',
  'confirm.invalidTitle': 'Link ungültig',
  'confirm.invalidBody':
    'Dieser Link ist abgelaufen oder wurde schon verwendet. Registrieren Sie sich erneut, um einen neuen zu erhalten.',
  'confirm.readyTitle': 'Ihr Konto ist bereit',
  'confirm.readyBody': 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'confirm.readyHandleTaken':
    'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an. Das Handle wurde inzwischen vergeben: Erstellen Sie Ihre Persona nach der Anmeldung.',

  'expired.title': 'Anmeldung abgelaufen',
  'expired.body':
    'Diese Anmeldeseite ist nicht mehr gültig. Kehren Sie zur Website zurück und melden Sie sich erneut an.',
  'finish.failed':
    'Die Anmeldung konnte nicht abgeschlossen werden. Kehren Sie zur Website zurück und melden Sie sich erneut an.',

  'logout.title': 'Abmelden',
  'logout.heading': 'Von {productName} abmelden?',
  'logout.yes': 'Ja, abmelden',
  'logout.no': 'Nein, angemeldet bleiben',

  'signedOut.title': 'Abgemeldet',
  'signedOut.body': 'Sie sind abgemeldet.',

  'error.title': 'Problem bei der Anmeldung',
  'error.body': 'Die Anmeldeanfrage ist ungültig. Kehren Sie zur Website zurück und melden Sie sich erneut an.',

  'sandbox.title': 'Sandbox-Post',
  'sandbox.intro':
    'Entwicklungs-Postausgang: Nachrichten werden hier aufbewahrt statt zugestellt. Es wurde nichts versendet.',
  'sandbox.address': 'Adresse',
  'sandbox.show': 'Nachrichten anzeigen',
  'sandbox.none': 'Keine Nachrichten an diese Adresse.',
  'sandbox.openLink': 'Den Link in dieser Nachricht öffnen',

  'account.invalidEmail': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'account.emailTaken': 'Für diese E-Mail-Adresse gibt es schon ein Konto.',
  'account.invalidHandle':
    'Wählen Sie ein Handle aus 2 bis 40 Kleinbuchstaben, Ziffern oder einzelnen Bindestrichen (nicht am Anfang oder Ende).',
  'account.invalidName': 'Geben Sie einen Avatar-Namen mit 1 bis 80 Zeichen ein.',
  'account.handleTaken': 'Dieses Handle ist vergeben. Wählen Sie ein anderes.',

  'password.tooShort': 'Verwenden Sie mindestens {min} Zeichen (dieses hat {length}).',
  'password.tooLong': 'Verwenden Sie höchstens {max} Zeichen (dieses hat {length}).',
  'password.weak': 'Dieses Passwort ist zu leicht zu erraten.',
  'password.advice': 'Versuchen Sie ein längeres Passwort, zum Beispiel einige Wörter ohne Zusammenhang.',
  'password.warning.straightRow': 'Gerade Tastenreihen der Tastatur sind leicht zu erraten.',
  'password.warning.keyPattern': 'Kurze Tastaturmuster sind leicht zu erraten.',
  'password.warning.simpleRepeat': 'Wiederholte Zeichen wie „aaa“ sind leicht zu erraten.',
  'password.warning.extendedRepeat': 'Wiederholte Muster wie „abcabcabc“ sind leicht zu erraten.',
  'password.warning.sequences': 'Übliche Folgen wie „abc“ oder „1234“ sind leicht zu erraten.',
  'password.warning.recentYears': 'Jahreszahlen der letzten Jahre sind leicht zu erraten.',
  'password.warning.dates': 'Daten sind leicht zu erraten.',
  'password.warning.topTen': 'Dies ist eines der zehn meistverwendeten Passwörter.',
  'password.warning.topHundred': 'Dies ist eines der hundert meistverwendeten Passwörter.',
  'password.warning.common': 'Dies ist ein häufig verwendetes Passwort.',
  'password.warning.similarToCommon': 'Dies ähnelt zu sehr einem häufig verwendeten Passwort.',
  'password.warning.wordByItself': 'Einzelne Wörter sind leicht zu erraten.',
  'password.warning.namesByThemselves': 'Einzelne Vor- oder Nachnamen sind leicht zu erraten.',
  'password.warning.commonNames': 'Häufige Vor- und Nachnamen sind leicht zu erraten.',
  'password.warning.userInputs': 'Es sollte weder Ihre E-Mail-Adresse noch den Namen des Produkts enthalten.',
  'password.warning.pwned': 'Dieses Passwort ist bei einem Datenleck bekannt geworden.',

  'mail.taken.subject': 'Jemand wollte mit Ihrer E-Mail-Adresse ein {productName}-Konto erstellen',
  'mail.taken.body':
    'Jemand (vielleicht Sie) wollte mit {email} ein {productName}-Konto erstellen, aber für diese Adresse gibt es schon eines.',
  'mail.taken.logIn': 'Wenn Sie es waren, melden Sie sich stattdessen an: {url}',
  'mail.taken.ignore': 'Wenn Sie es nicht waren, können Sie diese Nachricht ignorieren: Es wurde nichts geändert.',
  'mail.confirm.subject': 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr {productName}-Konto zu erstellen',
  'mail.confirm.body':
    'Öffnen Sie diesen Link, um Ihr {productName}-Konto fertig zu erstellen (er gilt eine Stunde lang):',
  'mail.confirm.ignore':
    'Wenn Sie sich nicht registriert haben, ignorieren Sie diese Nachricht: Ohne den Link wird kein Konto erstellt.',
};
