// What a creator types in a price field: a whole number written in digits. Number() would read "0x10"
// as 16, "1e3" as 1000 and "" as 0; those are refused here so the form says why. A minus sign is read,
// so the price schema can say that a price cannot be negative.
const WHOLE_NUMBER = /^-?[0-9]+$/;

/** The number typed, or null when it is not a whole number written in digits. */
export function priceFromText(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE_NUMBER.test(trimmed) ? Number(trimmed) : null;
}
