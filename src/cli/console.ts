// What the commands write to: the console, or a test's recorder.
export type Console = Pick<typeof console, 'log' | 'error' | 'warn'>;
