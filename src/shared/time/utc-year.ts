// The footer year is the current UTC year (docs/product.md §4), so server and browser agree around New Year and
// hydration never disagrees with the server-rendered footer.
export function currentUtcYear(now: Date): number {
  return now.getUTCFullYear();
}
