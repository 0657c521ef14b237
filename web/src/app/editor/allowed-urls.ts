import { isSafeLinkUrl } from '../../../../domain/safe-html.ts';

// What the editor's link and image fields accept: what the server keeps (domain/safe-html.ts),
// in the forms an editor types them.

/** Images the server keeps: from the media library or another https address. */
const ALLOWED_IMAGE = /^(\/api\/media\/|https:\/\/)/i;
/** Links the server keeps: http(s), mail, phone and site paths. */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

export const allowedImage = (url: string): boolean => ALLOWED_IMAGE.test(url);

/** A link the server keeps: one of its schemes, or a site path that stays on our site. */
export const allowedLink = (url: string): boolean => ALLOWED_LINK.test(url) && isSafeLinkUrl(url);
