// Response headers beside helmet's defaults (src/server/app.ts), also sent by the embedded issuer's
// pages (src/services/identity/routes.ts). Pages are never framed: CSP
// frame-ancestors 'none' and X-Frame-Options DENY say the same thing (older browsers read only the
// latter). Permissions-Policy turns off powerful features Lumen never uses, so an injected script or
// an embedded third party cannot ask for them either; the stream area keeps fullscreen and
// picture-in-picture for this origin.
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
const SELF_FEATURES = ['fullscreen', 'picture-in-picture'] as const;

export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ...SELF_FEATURES.map((feature) => `${feature}=(self)`),
].join(', ');
