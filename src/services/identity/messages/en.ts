// The sign-in pages' and registration emails' words, in English: the identity service's own catalogue
// (ICU MessageFormat, as the web pages' catalogues in src/shared/i18n/messages). de.ts and ja.ts have the
// same keys; messages.test.ts checks they stay complete.
export const en = {
  'frame.accountNav': 'Account',
  'frame.haveAccount': 'Already have an account?',
  'frame.needAccount': 'Need an account?',
  'frame.logIn': 'Log in',
  'frame.signUp': 'Sign up',

  'field.email': 'Email',
  'field.password': 'Password',
  'action.cancel': 'Cancel',

  'login.title': 'Log in',
  'login.heading': 'Log in to {productName}',
  'login.submit': 'Log in',
  'login.wrong': 'Wrong email or password.',
  'login.tooMany': 'Too many failed attempts. {wait}',

  'signup.title': 'Sign up',
  'signup.heading': 'Create your {productName} account',
  'signup.passwordHint': 'At least {min} characters, hard to guess: a few unrelated words work well.',
  'signup.personaLegend': 'Your persona (optional)',
  'signup.personaHint': "Your avatar's public name and handle. You can also create it later in the desktop client.",
  'signup.name': 'Avatar name',
  'signup.handle': 'Avatar handle',
  'signup.submit': 'Create account',
  'signup.personaBoth': 'To create a persona now, fill in both the avatar name and the handle (or leave both empty).',
  'signup.tooMany': 'Too many attempts. {wait}',

  'wait.seconds': 'Try again in {count, plural, one {# second} other {# seconds}}.',
  'wait.minutes': 'Try again in {count, plural, one {# minute} other {# minutes}}.',

  'checkEmail.title': 'Check your email',
  'checkEmail.sent':
    'We sent a message to {email}. Open the link in it to finish creating your account; it works for one hour.',
  'checkEmail.nothing': 'Nothing there after a few minutes? Look in your spam folder, or sign up again.',
  'checkEmail.sandbox': 'This is a demonstration: no mail leaves this server. {link} to read the message.',
  'checkEmail.sandboxLink': 'Open the sandbox outbox',

  'confirm.title': 'Create your account',
  'confirm.body': 'Your email is confirmed once you press the button.',
  'confirm.submit': 'Create my account',
  'confirm.alreadyTitle': 'Already registered',
  'confirm.alreadyBody': 'This email already has an account. Log in with it.',
  'confirm.invalidTitle': 'Link not valid',
  'confirm.invalidBody': 'This link has expired or was used already. Sign up again to get a new one.',
  'confirm.readyTitle': 'Your account is ready',
  'confirm.readyBody': 'Log in with your email and password.',
  'confirm.readyHandleTaken':
    'Log in with your email and password. Its handle was taken meanwhile: create your persona after logging in.',

  'expired.title': 'Sign-in expired',
  'expired.body': 'This sign-in page is no longer valid. Go back to the site and sign in again.',
  'finish.failed': 'The sign-in could not be completed. Go back to the site and sign in again.',

  'logout.title': 'Sign out',
  'logout.heading': 'Sign out of {productName}?',
  'logout.yes': 'Yes, sign me out',
  'logout.no': 'No, stay signed in',

  'signedOut.title': 'Signed out',
  'signedOut.body': 'You are signed out.',

  'error.title': 'Sign-in problem',
  'error.body': 'The sign-in request is not valid. Go back to the site and sign in again.',

  'sandbox.title': 'Sandbox mail',
  'sandbox.intro': 'Development outbox: messages are kept here instead of being delivered. Nothing was emailed.',
  'sandbox.address': 'Address',
  'sandbox.show': 'Show messages',
  'sandbox.none': 'No messages to this address.',
  'sandbox.openLink': 'Open the link in this message',

  'account.invalidEmail': 'Enter a valid email address.',
  'account.emailTaken': 'An account with this email already exists.',
  'account.invalidHandle':
    'Choose a handle of 2 to 40 lowercase letters, digits or single hyphens (not at the start or end).',
  'account.invalidName': 'Enter an avatar name of 1 to 80 characters.',
  'account.handleTaken': 'That handle is taken. Choose another one.',

  'password.tooShort': 'Use at least {min} characters (this one has {length}).',
  'password.tooLong': 'Use at most {max} characters (this one has {length}).',
  'password.weak': 'This password is too easy to guess.',
  'password.advice': 'Try a longer password, for example a few unrelated words.',
  'password.warning.straightRow': 'Straight rows of keys on the keyboard are easy to guess.',
  'password.warning.keyPattern': 'Short keyboard patterns are easy to guess.',
  'password.warning.simpleRepeat': 'Repeated characters like "aaa" are easy to guess.',
  'password.warning.extendedRepeat': 'Repeated patterns like "abcabcabc" are easy to guess.',
  'password.warning.sequences': 'Common sequences like "abc" or "1234" are easy to guess.',
  'password.warning.recentYears': 'Recent years are easy to guess.',
  'password.warning.dates': 'Dates are easy to guess.',
  'password.warning.topTen': 'This is one of the ten most used passwords.',
  'password.warning.topHundred': 'This is one of the hundred most used passwords.',
  'password.warning.common': 'This is a commonly used password.',
  'password.warning.similarToCommon': 'This is too close to a commonly used password.',
  'password.warning.wordByItself': 'Single words are easy to guess.',
  'password.warning.namesByThemselves': 'Single names or surnames are easy to guess.',
  'password.warning.commonNames': 'Common names and surnames are easy to guess.',
  'password.warning.userInputs': 'It should not contain your email or the product’s name.',
  'password.warning.pwned': 'This password appeared in a data breach.',

  'mail.taken.subject': 'Someone tried to create a {productName} account with your email',
  'mail.taken.body':
    'Someone (perhaps you) tried to create a {productName} account with {email}, which already has one.',
  'mail.taken.logIn': 'If it was you, log in instead: {url}',
  'mail.taken.ignore': 'If it was not you, you can ignore this message: nothing was changed.',
  'mail.confirm.subject': 'Confirm your email to create your {productName} account',
  'mail.confirm.body': 'Open this link to finish creating your {productName} account (it works for one hour):',
  'mail.confirm.ignore': 'If you did not sign up, ignore this message: no account is created without the link.',
} as const;

export type IdentityMessageId = keyof typeof en;
export type IdentityCatalogue = Readonly<Record<IdentityMessageId, string>>;
