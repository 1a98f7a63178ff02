// Report words (reason, description) as every report takes them (snapshots' reports too).
export { reportText, reportWordsSchema } from './params.ts';
