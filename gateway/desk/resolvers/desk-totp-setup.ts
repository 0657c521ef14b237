import type { DeskTotpSetupResolvers } from '../../generated/resolvers-types.ts';

export const DeskTotpSetup: DeskTotpSetupResolvers = {
  otpauthUri: (setup) => setup.otpauth_uri,
  qrSvg: (setup) => setup.qr_svg,
};
