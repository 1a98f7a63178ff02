// Imported first by main.ts: libraries such as React choose their build from NODE_ENV when they load,
// and an unset NODE_ENV would give production traffic React's development build (several times slower).
/** True when NODE_ENV came from the environment (the operator's word), not from the default below. */
export const NODE_ENV_GIVEN = process.env.NODE_ENV !== undefined;
process.env.NODE_ENV ??= 'production';
