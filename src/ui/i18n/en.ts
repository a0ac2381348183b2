// English, built in: the board's words ship inside embed.js, the frame's inside
// the apply frame's bundle. Every other language is one file of the same shape
// (see README.md here); the compiler holds it to these keys.

/** The board's words (embed.js and the full-page board). */
export const board = {
  openings: 'Open positions',
  count: { one: '{n} open position', other: '{n} open positions' },
  empty: 'There are no open positions right now.',
  posted: 'Posted {when}',
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  noLongerOpen: 'This position is no longer open.',
  allJobs: 'All open positions',
  requirements: 'Requirements',
  applyOnBoard: 'Apply for this job',
  apply: 'Apply',
  applyFor: 'Apply for {title}',
  frameLate: 'The application form is taking long to load.',
  // Finding the right job (filters, search, groups, long lists).
  filters: 'Filter open positions',
  department: 'Department',
  location: 'Location',
  type: 'Type',
  search: 'Search',
  allDepartments: 'All departments',
  allLocations: 'All locations',
  allTypes: 'All types',
  matchCount: { one: '{n} of {total} open positions matches', other: '{n} of {total} open positions match' },
  noMatch: 'No open positions match your search.',
  clearFilters: 'Clear all filters',
  other: 'Other',
  showMore: 'Show {n} more',
  loadingJob: 'Loading the job description…',
  jobFailed: 'The job description could not be loaded.',
  /** An Apply control whose title repeats on the board: {detail} tells them apart. */
  applyForAt: 'Apply for {title}, {detail}',
} as const;

/**
 * The apply frame's words. Error words are shared by the client's checks and
 * the server's 422 issues, so a candidate reads one message per problem.
 * A {noun} is one of `nouns` (or `questionNoun`/`answerNoun`), written to sit
 * inside the sentences that use it.
 */
export const frame = {
  /** The frame's own label for each field key, used when the form gives none. */
  labels: {
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
  },
  /** What the field is, inside a sentence ("Enter your email address"). */
  nouns: {
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
  },
  /** Short names for the autofill announcement ("Filled from your résumé: name, email"). */
  autofill: {
    name: 'name',
    email: 'email',
    phone: 'phone',
    linkedin_url: 'LinkedIn',
    github_url: 'GitHub',
    portfolio_url: 'portfolio',
  },
  hints: {
    phone: 'Include the country code if you are outside the company’s country, for example +44 20 7946 0958',
    location: 'City and country',
    linkedin_url: 'For example, https://www.linkedin.com/in/your-name',
    github_url: 'For example, https://github.com/your-name',
    portfolio_url: 'For example, https://your-site.example',
  },

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
  applyFor: 'Apply for {title}',
  send: 'Send application',
  sending: 'Sending your application…',
  summaryTitle: 'There is a problem',

  // Errors, client and server alike.
  enter: 'Enter {noun}',
  select: 'Select {noun}',
  selectAtLeastOne: 'Select at least one option for {noun}',
  selectYesNo: 'Select yes or no for {noun}',
  choose: 'Choose a file for {noun}',
  check: 'Check {noun}',
  questionNoun: '“{label}”',
  answerNoun: 'an answer for “{label}”',
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
  fileChosen: 'Selected file: {name}',
  reading: 'Reading your résumé…',
  filledFrom: 'Filled from your résumé: {names}',

  // After sending.
  rateLimited: 'Too many applications have been sent from your network',
  tryAgainIn: 'Try again in {wait}. Everything you entered is kept.',
  tryAgainSoon: 'Try again in a few minutes. Everything you entered is kept.',
  seconds: { one: '{n} second', other: '{n} seconds' },
  minutes: { one: '{n} minute', other: '{n} minutes' },
  sendFailed: 'Your application was not sent',
  sendFailedNext: 'Something went wrong on our side or with the connection. Everything you entered is kept.',
  sentTitle: 'Application sent',
  sentNext: 'Thank you for applying. {org} will review your application and contact you by email about the next steps.',
  sentNothingElse: 'You do not need to do anything else.',
  closedTitle: 'This position has closed',
  closedNext: 'It is no longer accepting applications.',
  seeOpenings: 'See open positions',
  newTab: '(opens in a new tab)',

  // Referrals.
  referred: '{referrer} referred you for {title}',
  referredNext: 'Apply below, or let us know if you are not interested.',
  notInterested: 'Not interested',
  declining: 'Saving your answer…',
  declinedTitle: 'Thank you for letting us know',
  declinedNext: 'Your answer is saved. You do not need to do anything else.',
  declineFailed: 'We could not save your answer. Try again.',
  referralInvalid: 'This referral link is no longer valid, but you can still apply below.',
} as const;

/** The same shape with any text: what another language must provide. */
export type Loose<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Loose<T[K]> };
export type Messages = Loose<typeof board>;
export type FrameMessages = Loose<typeof frame>;
/** One language: its board words (shipped as dist/embed/i18n/{lang}.json) and its frame words. */
export interface Catalog {
  board: Messages;
  frame: FrameMessages;
}
