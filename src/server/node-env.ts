// Imported first by main.ts: libraries such as React choose their build from NODE_ENV when they load,
// and an unset NODE_ENV would give production traffic React's development build (several times slower).
process.env.NODE_ENV ??= 'production';
