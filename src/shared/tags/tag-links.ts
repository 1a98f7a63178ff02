// Browse pages filtered by a tag: the chips on experience and listing pages lead here.
export const experiencesTagHref = (tag: string) => `/experiences?tag=${encodeURIComponent(tag)}`;
export const listingsTagHref = (tag: string) => `/store?tag=${encodeURIComponent(tag)}`;
