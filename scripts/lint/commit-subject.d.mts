/** Types of commit-subject.mjs (plain JavaScript so the commit-msg hook runs without a build). */
export declare const MAX_SUBJECT: number;
export declare function subjectProblem(message: string): string | null;
