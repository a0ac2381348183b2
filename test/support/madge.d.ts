// madge (npm run lint's cycle check, test/folders.test.ts) ships no types: its API as far as the test uses it.
declare module 'madge' {
  interface MadgeResult {
    /** Each file (relative to the base directory) and the files it imports. */
    obj(): Record<string, string[]>;
  }
  export default function madge(path: string, config?: Record<string, unknown>): Promise<MadgeResult>;
}
