// Every word the apply frame shows, in one place (English; the frame's other
// languages will be looked up here too). Error words are shared by the client's
// checks and the server's 422 issues, so a candidate reads one message per problem.
import type { FieldKey } from '../feed/types';

/** The frame's own label for each field key, used when the form gives none. */
export const FIELD_LABELS: Record<FieldKey, string> = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  location: 'Location',
  linkedin_url: 'LinkedIn profile',
  github_url: 'GitHub profile',
  portfolio_url: 'Portfolio or website',
  work_authorization: 'Work authorization',
  salary_expectation: 'Salary expectation',
  notice_period: 'Notice period',
  resume: 'Résumé',
  cover_letter: 'Cover letter',
};

/** What the field is, inside a sentence ("Enter your email address"). */
export const FIELD_NOUNS: Record<FieldKey, string> = {
  name: 'your full name',
  email: 'your email address',
  phone: 'your phone number',
  location: 'your location',
  linkedin_url: 'your LinkedIn profile address',
  github_url: 'your GitHub profile address',
  portfolio_url: 'your portfolio or website address',
  work_authorization: 'your work authorization',
  salary_expectation: 'your salary expectation',
  notice_period: 'your notice period',
  resume: 'your résumé',
  cover_letter: 'your cover letter',
};

/** Short names for the autofill announcement ("Filled from your résumé: name, email"). */
export const AUTOFILL_NAMES: Partial<Record<FieldKey, string>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  linkedin_url: 'LinkedIn',
  github_url: 'GitHub',
  portfolio_url: 'portfolio',
};

export const FIELD_HINTS: Partial<Record<FieldKey, string>> = {
  phone: 'Include the country code if you are outside the company’s country, for example +44 20 7946 0958',
  location: 'City and country',
  linkedin_url: 'For example, https://www.linkedin.com/in/your-name',
  github_url: 'For example, https://github.com/your-name',
  portfolio_url: 'For example, https://your-site.example',
};

const quoted = (label: string): string => `“${label}”`;

export const T = {
  optional: '(optional)',
  errorPrefix: 'Error:',
  yes: 'Yes',
  no: 'No',
  chooseOne: 'Select an option',
  fileHint: 'PDF or Word (.docx), up to 5 MB',
  selectAll: 'Select all that apply',
  loading: 'Loading the application form…',
  loadFailed: 'We could not load the application form.',
  loadFailedNext: 'Check your connection and try again.',
  badLink: 'This application link is incomplete',
  badLinkNext: 'Go back to the page you came from and choose the job again.',
  tryAgain: 'Try again',
  applyFor: (title: string): string => `Apply for ${title}`,
  send: 'Send application',
  sending: 'Sending your application…',
  summaryTitle: 'There is a problem',

  // Errors, client and server alike.
  enter: (noun: string): string => `Enter ${noun}`,
  select: (noun: string): string => `Select ${noun}`,
  selectAtLeastOne: (noun: string): string => `Select at least one option for ${noun}`,
  selectYesNo: (noun: string): string => `Select yes or no for ${noun}`,
  choose: (noun: string): string => `Choose a file for ${noun}`,
  check: (noun: string): string => `Check ${noun}`,
  questionNoun: (label: string): string => quoted(label),
  answerNoun: (label: string): string => `an answer for ${quoted(label)}`,
  badEmail: 'Enter an email address in the correct format, like name@example.com',
  badUrl: 'Enter a full web address starting with https://, like https://example.com',
  badPhone: 'Enter a phone number with 6 to 20 digits, like +44 20 7946 0958',
  badOption: 'Select one of the options given',
  badNumber: 'Enter a number, like 3 or 2.5',
  badFileType: 'The selected file must be a PDF or Word (.docx) document',
  fileTooBig: 'The selected file must be smaller than 5 MB',
  tooLarge: 'Your application is too large to send. Choose a smaller file.',
  captchaNeeded: 'Complete the security check',
  captchaFailed: 'The security check could not load. Reload the page and try again.',
  unknownIssue: 'Part of your application could not be accepted. Check your answers and try again.',

  // Résumé staging.
  fileChosen: (name: string): string => `Selected file: ${name}`,
  reading: 'Reading your résumé…',
  filledFrom: (names: string[]): string => `Filled from your résumé: ${names.join(', ')}`,

  // After sending.
  rateLimited: 'Too many applications have been sent from your network',
  tryAgainIn: (wait: string): string => `Try again in ${wait}. Everything you entered is kept.`,
  tryAgainSoon: 'Try again in a few minutes. Everything you entered is kept.',
  seconds: (n: number): string => `${n} second${n === 1 ? '' : 's'}`,
  minutes: (n: number): string => `${n} minute${n === 1 ? '' : 's'}`,
  sendFailed: 'Your application was not sent',
  sendFailedNext: 'Something went wrong on our side or with the connection. Everything you entered is kept.',
  sentTitle: 'Application sent',
  sentNext: (org: string): string =>
    `Thank you for applying. ${org} will review your application and contact you by email about the next steps.`,
  sentNothingElse: 'You do not need to do anything else.',
  closedTitle: 'This position has closed',
  closedNext: 'It is no longer accepting applications.',
  seeOpenings: 'See open positions',
  newTab: '(opens in a new tab)',

  // Referrals.
  referred: (referrer: string, title: string): string => `${referrer} referred you for ${title}`,
  referredNext: 'Apply below, or let us know if you are not interested.',
  notInterested: 'Not interested',
  declining: 'Saving your answer…',
  declinedTitle: 'Thank you for letting us know',
  declinedNext: 'Your answer is saved. You do not need to do anything else.',
  declineFailed: 'We could not save your answer. Try again.',
  referralInvalid: 'This referral link is no longer valid, but you can still apply below.',
} as const;

/** "2 minutes", "45 seconds": when a 429 says to come back. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s < 60 ? T.seconds(s) : T.minutes(Math.ceil(s / 60));
}
